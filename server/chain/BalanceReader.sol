// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title Balance reader (never deployed)
/// @notice The reference server sends this contract's creation code, with its constructor's
///         arguments, as ONE deployless `eth_call` (no `to`): the constructor reads every
///         owner's native balance and each token's `balanceOf(owner)` and returns them as its
///         call result, so the node runs one call per batch of owners, not one per amount.
///         Compiled by server/chain/compileBalanceReader.ts into balanceReaderArtifact.ts.
contract BalanceReader {
    /// @param owners The addresses whose balances are read.
    /// @param tokens The ERC-20s read for each owner.
    /// @dev Returns `abi.encode(uint256[] amounts, bool[] read)`, per owner its native balance
    ///      then each token's, `read[k]` false where a `balanceOf` failed or returned no word.
    constructor(address[] memory owners, address[] memory tokens) {
        uint256 width = 1 + tokens.length;
        uint256[] memory amounts = new uint256[](owners.length * width);
        bool[] memory read = new bool[](owners.length * width);
        for (uint256 i = 0; i < owners.length; i++) {
            address owner = owners[i];
            uint256 first = i * width;
            amounts[first] = owner.balance;
            read[first] = true;
            for (uint256 j = 0; j < tokens.length; j++) {
                (bool ok, bytes memory word) =
                    tokens[j].staticcall(abi.encodeWithSelector(0x70a08231, owner));
                if (ok && word.length >= 32) {
                    amounts[first + 1 + j] = abi.decode(word, (uint256));
                    read[first + 1 + j] = true;
                }
            }
        }
        bytes memory result = abi.encode(amounts, read);
        assembly {
            return(add(result, 32), mload(result))
        }
    }
}
