import type { ReactNode } from 'react'

export const metadata = { title: 'Latch consumer: Next.js App Router' }

/** A server component: the page's shell, rendered on the server only. */
export default function RootLayout({ children }: { readonly children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
