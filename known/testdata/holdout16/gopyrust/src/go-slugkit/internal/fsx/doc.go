package fsx

//go:debug panicnil=1

// Root is where fsx keeps its temporary files.
const Root = "/var/tmp/slugkit"
