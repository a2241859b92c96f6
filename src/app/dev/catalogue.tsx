/**
 * The block catalogue (development only, at /__blocks): every block type rendered from its
 * schema's first example, next to the JSON that produced it, with its property table.
 * Generated from the schemas; never part of the production build, the sitemap or search.
 */
import styled from "@emotion/styled";
import { PageRenderer } from "../../render/page-renderer.tsx";
import type { ResolvedPage } from "../../core/types.ts";
import { colors, fonts, fontSize, gutter, measure, mq } from "../../core/design/tokens.ts";
import type { CatalogueEntry } from "../../core/blocks/block-docs.ts";

export { catalogueEntries } from "../../core/blocks/block-docs.ts";

const Wrap = styled.div`
  padding: 3rem ${gutter} 6rem;
  h1 {
    font-size: ${fontSize.section};
  }
  > p {
    max-width: ${measure.body(60)};
    color: ${colors.inkSoft};
    margin: 1rem 0 3rem;
  }
`;

const Entry = styled.section`
  border-top: 2px solid ${colors.ink};
  padding: 2rem 0 4rem;
  h2 {
    font-size: 2rem;
    font-family: ${fonts.display};
  }
  h2 code {
    font-size: 0.6em;
    margin-left: 0.75rem;
    color: ${colors.inkSoft};
  }
  .columns {
    display: grid;
    gap: 2rem;
    margin-top: 1.5rem;
  }
  ${mq.wide} {
    .columns {
      grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    }
  }
  .preview {
    border: 1px dashed ${colors.line};
    border-radius: 1rem;
    overflow: hidden;
    background: ${colors.paper};
  }
  pre {
    margin: 0;
    padding: 1rem;
    background: ${colors.ink};
    color: ${colors.paper};
    border-radius: 1rem;
    overflow: auto;
    max-height: 36rem;
    font-size: 0.8rem;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    margin-top: 1.5rem;
    font-size: 0.9rem;
  }
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: 0.5rem 0.75rem;
    border-bottom: 1px solid ${colors.line};
  }
  .missing {
    padding: 1rem;
    border: 2px dashed #c00;
    color: #900;
  }
`;

export function Catalogue({
  entries,
  tiles,
}: {
  entries: CatalogueEntry[];
  tiles?: ResolvedPage["tiles"];
}) {
  return (
    <Wrap>
      <h1>Block catalogue</h1>
      <p>
        Every block type, rendered from the first example in its schema, with the JSON that produced
        it and the properties an author can set. Development only.
      </p>
      {entries.map((entry) => (
        <Entry key={entry.type} id={entry.type} aria-labelledby={`block-${entry.type}`}>
          <h2 id={`block-${entry.type}`}>
            {entry.title}
            <code>{entry.type}</code>
          </h2>
          <p>{entry.description}</p>
          {entry.loaded ? (
            <div className="columns">
              <div className="preview" data-catalogue-preview={entry.type}>
                <PageRenderer
                  page={{
                    route: "/__blocks",
                    doc: {
                      $schema: "",
                      schemaVersion: 1,
                      route: "/__blocks",
                      title: entry.title,
                      description: entry.description,
                      blocks: [entry.loaded],
                    },
                    images: {},
                    tiles,
                  }}
                />
              </div>
              <pre>{JSON.stringify(entry.example, null, 2)}</pre>
            </div>
          ) : (
            <p className="missing" role="alert">
              No example: add one under &quot;examples&quot; in src/blocks/{entry.type}
              /schema.json.
            </p>
          )}
          <table>
            <thead>
              <tr>
                <th scope="col">Property</th>
                <th scope="col">Type</th>
                <th scope="col">Required</th>
                <th scope="col">Description</th>
                <th scope="col">Example</th>
              </tr>
            </thead>
            <tbody>
              {entry.properties.map((property) => (
                <tr key={property.name}>
                  <td>
                    <code>{property.name}</code>
                  </td>
                  <td>{property.type}</td>
                  <td>{property.required ? "yes" : "no"}</td>
                  <td>{property.description}</td>
                  <td>{property.example ? <code>{property.example}</code> : null}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Entry>
      ))}
    </Wrap>
  );
}
