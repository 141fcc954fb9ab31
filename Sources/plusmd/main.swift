import PlusCLI

exit(PlusCLI.run(Array(CommandLine.arguments.dropFirst()), .live()))
