/** What a film that cannot load says in its place (docs/site-spec.md): one text for every player. */
export const VIDEO_ERROR_TEXT = "Video content could not be loaded";
