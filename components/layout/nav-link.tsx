'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

/** A header link marked aria-current on its own page, also in the exported HTML (the pathname is known there). */
export function NavLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const current = usePathname() === href;
  return (
    <Link href={href} className={className} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}
