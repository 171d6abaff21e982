package sync

import (
	"context"
	"fmt"

	"example.com/blobsync/storage"
)

// Run applies ops to dst, reading from src.
func Run(ctx context.Context, src, dst storage.Backend, ops []Op) error {
	for _, o := range ops {
		switch o.Kind {
		case "copy":
			r, err := src.Get(ctx, o.Key)
			if err != nil {
				return fmt.Errorf("%s: %w", o, err)
			}
			err = dst.Put(ctx, o.Key, r)
			r.Close()
			if err != nil {
				return fmt.Errorf("%s: %w", o, err)
			}
		case "delete":
			if err := dst.Delete(ctx, o.Key); err != nil {
				return fmt.Errorf("%s: %w", o, err)
			}
		}
	}
	return nil
}
