// Package sync plans and runs a one-way copy between two backends.
package sync

import (
	"context"
	"fmt"

	"example.com/blobsync/storage"
)

// Op is one planned action.
type Op struct {
	Kind string // "copy" or "delete"
	Key  string
}

func (o Op) String() string { return o.Kind + " " + o.Key }

// Plan lists what has to happen for dst to mirror src under prefix.
func Plan(ctx context.Context, src, dst storage.Backend, prefix string, prune bool) ([]Op, error) {
	have, err := dst.List(ctx, prefix)
	if err != nil {
		return nil, fmt.Errorf("list destination: %w", err)
	}
	want, err := src.List(ctx, prefix)
	if err != nil {
		return nil, fmt.Errorf("list source: %w", err)
	}
	inDst := make(map[string]bool, len(have))
	for _, k := range have {
		inDst[k] = true
	}
	var ops []Op
	for _, k := range want {
		if !inDst[k] {
			ops = append(ops, Op{"copy", k})
		}
		delete(inDst, k)
	}
	if prune {
		for _, k := range have {
			if inDst[k] {
				ops = append(ops, Op{"delete", k})
			}
		}
	}
	return ops, nil
}
