import React from 'react';
import props from '../generated/props.json';

/**
 * The props of a confab-ui component, read from the TSDoc of its source at build time
 * (scripts/generate-props.mjs writes the JSON): `<PropsTable of="Chat" />`. Required props say so in words.
 */
export default function PropsTable({ of: name }) {
  const component = props[name];
  if (!component) throw new Error(`PropsTable: no component "${name}" in confab-ui's exports`);
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a table wider than the page scrolls, so it takes focus
    <table tabIndex={0} aria-label={`${name} props`}>
      <thead>
        <tr>
          <th scope="col">prop</th>
          <th scope="col">type</th>
          <th scope="col">default</th>
          <th scope="col">description</th>
        </tr>
      </thead>
      <tbody>
        {component.props.map((prop) => (
          <tr key={prop.name}>
            <th scope="row">
              <code>{prop.name}</code>
              {prop.required ? ' (required)' : ''}
            </th>
            <td>
              <code>{prop.type}</code>
            </td>
            <td>{prop.default}</td>
            <td>{prop.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
