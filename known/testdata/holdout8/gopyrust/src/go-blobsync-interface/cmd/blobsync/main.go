// Command blobsync mirrors one directory of blobs into another.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"

	"example.com/blobsync/internal/human"
	"example.com/blobsync/storage"
	bsync "example.com/blobsync/sync"
)

func main() {
	prefix := flag.String("prefix", "", "only keys under this prefix")
	prune := flag.Bool("prune", false, "delete keys missing from the source")
	dry := flag.Bool("n", false, "print the plan only")
	flag.Parse()
	if flag.NArg() != 2 {
		fmt.Fprintln(os.Stderr, "usage: blobsync [-prefix p] [-prune] [-n] SRC DST")
		os.Exit(2)
	}
	ctx := context.Background()
	src := &storage.Disk{Root: flag.Arg(0)}
	var dst storage.Backend = &storage.Disk{Root: flag.Arg(1)}
	if *dry {
		dst = storage.NewMem()
	}
	ops, err := bsync.Plan(ctx, src, dst, *prefix, *prune)
	if err != nil {
		fmt.Fprintln(os.Stderr, "blobsync:", err)
		os.Exit(1)
	}
	copies := 0
	for _, o := range ops {
		if o.Kind == "copy" {
			copies++
		}
	}
	fmt.Println(human.Plan(copies, len(ops)-copies))
	if err := bsync.Run(ctx, src, dst, ops); err != nil {
		fmt.Fprintln(os.Stderr, "blobsync:", err)
		os.Exit(1)
	}
}
