// PlusFormat: journal text ↔ values. Splits front matter, reads YAML with libyaml and Markdown with
// libcmark (the only module that imports them), decodes entries and settings into PlusCore values
// with located diagnostics, and renders sheets and settings back to text. Never touches the disk.
