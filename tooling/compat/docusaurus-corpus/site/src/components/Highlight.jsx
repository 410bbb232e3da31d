import React from 'react';

/** Marks a phrase with a coloured background; the colour is a CSS colour name. */
export default function Highlight({ children, color }) {
  return (
    <span className="corpus-highlight" data-color={color} style={{ backgroundColor: color, padding: '0 0.2rem' }}>
      {children}
    </span>
  );
}
