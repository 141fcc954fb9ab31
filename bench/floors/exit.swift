// Floor: a Swift program that exits at once, built with the Swift runtime linked statically
// (`-static-stdlib`, as plusmd is): the cost of starting any Swift program this way.
print("", terminator: "")
