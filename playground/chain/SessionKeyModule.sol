// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @title SessionKeyModule
/// @notice ERC-7715 permissions for an account (an EOA, or an EIP-7702 smart account such as
/// Simple7702Account, which lets nobody but the account move its funds): the account grants a
/// session key the right to spend native value and ERC-20 tokens up to a limit per token until
/// an expiry, and may revoke it at any time. The limits are enforced here, on chain:
/// - native value is held by this module from the grant (the account cannot be pulled from),
///   paid out to the session key's receivers, and the unspent rest returns at revoke;
/// - ERC-20 tokens stay with the account, which approves this module; the module pulls at most
///   the limit with transferFrom.
/// Written for Latch's playground chains (issue 20); not audited.
contract SessionKeyModule {
    /// @notice The token address that stands for the chain's native value.
    address public constant NATIVE = address(0);

    struct Session {
        address account;
        address key;
        uint64 expiry;
        bool revoked;
    }

    /// @notice Each granted session by its id (the ERC-7715 permission context).
    mapping(bytes32 => Session) public sessions;
    /// @notice What a session may still spend of a token (NATIVE for native value).
    mapping(bytes32 => mapping(address => uint256)) public remaining;
    /// @notice Grants made by each account so far (makes every id unique).
    mapping(address => uint256) public nonces;

    event Granted(bytes32 indexed id, address indexed account, address indexed key, uint64 expiry);
    event Spent(bytes32 indexed id, address indexed token, address to, uint256 amount);
    event Revoked(bytes32 indexed id, uint256 refund);

    error NotSessionKey();
    error NotAccount();
    error SessionExpired();
    error SessionRevoked();
    error OverLimit(uint256 remaining);
    error BadGrant();
    error TransferFailed();

    /// @notice Grants `key` the right to spend each `tokens[i]` up to `limits[i]` until
    /// `expiry` (unix seconds) from the caller's account. Native limits come with the call.
    function grant(address key, uint64 expiry, address[] calldata tokens, uint256[] calldata limits)
        external
        payable
        returns (bytes32 id)
    {
        if (key == address(0) || expiry <= block.timestamp || tokens.length != limits.length) {
            revert BadGrant();
        }
        id = keccak256(abi.encode(block.chainid, address(this), msg.sender, nonces[msg.sender]++));
        sessions[id] = Session(msg.sender, key, expiry, false);
        uint256 native;
        for (uint256 i = 0; i < tokens.length; i++) {
            if (remaining[id][tokens[i]] != 0) revert BadGrant();
            remaining[id][tokens[i]] = limits[i];
            if (tokens[i] == NATIVE) native = limits[i];
        }
        if (msg.value != native) revert BadGrant();
        emit Granted(id, msg.sender, key, expiry);
    }

    /// @notice The session key pays `amount` of `token` (NATIVE for native value) to `to`.
    function spend(bytes32 id, address token, address to, uint256 amount) external {
        Session memory session = sessions[id];
        if (session.key == address(0) || msg.sender != session.key) revert NotSessionKey();
        if (session.revoked) revert SessionRevoked();
        if (block.timestamp >= session.expiry) revert SessionExpired();
        uint256 left = remaining[id][token];
        if (amount > left) revert OverLimit(left);
        remaining[id][token] = left - amount;
        emit Spent(id, token, to, amount);
        if (token == NATIVE) {
            (bool sent,) = to.call{value: amount}("");
            if (!sent) revert TransferFailed();
        } else {
            (bool ok, bytes memory answer) =
                token.call(abi.encodeWithSelector(0x23b872dd, session.account, to, amount));
            if (!ok || (answer.length != 0 && !abi.decode(answer, (bool)))) revert TransferFailed();
        }
    }

    /// @notice The account ends a session; unspent native value returns to it.
    function revoke(bytes32 id) external {
        Session storage session = sessions[id];
        if (msg.sender != session.account) revert NotAccount();
        if (session.revoked) revert SessionRevoked();
        session.revoked = true;
        uint256 refund = remaining[id][NATIVE];
        remaining[id][NATIVE] = 0;
        emit Revoked(id, refund);
        if (refund != 0) {
            (bool sent,) = session.account.call{value: refund}("");
            if (!sent) revert TransferFailed();
        }
    }
}
