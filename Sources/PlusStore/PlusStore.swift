// PlusStore: the only module that touches the filesystem. Finds the journal, lists and reads its
// files, and writes new ones atomically without ever replacing a file a lifter may have edited.
