// PlusStore: the only module that touches the filesystem or runs processes. Finds the journal,
// lists and reads its files, writes new ones atomically without ever replacing a file a lifter may
// have edited, and runs git (Git/) for the sync state, commits, pull and push.
