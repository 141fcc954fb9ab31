// Floor: a Swift program that exits at once, built by bench/run.sh with the Swift runtime linked
// statically (`-static-stdlib`) and as one static executable (`-static-executable`, as
// scripts/build.sh links plusmd on Linux): the cost of starting any Swift program that way.
print("", terminator: "")
