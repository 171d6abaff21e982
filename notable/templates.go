package notable

import (
	"context"

	"github.com/wisptriage/wisptriage/digest"
	"github.com/wisptriage/wisptriage/ingest"
)

// Templates mines every line of a stored log into message templates. When perLine is
// given, a second pass over the stored log hands it each line's template in order, so
// memory stays bounded by the templates, not the lines.
func Templates(ctx context.Context, log *ingest.Log, o digest.Options, perLine func(n int, m digest.Match) error) (digest.Result, error) {
	m := digest.New(o)
	if err := log.Scan(ctx, func(r ingest.Row) error { m.Line(r.N, r.Text); return nil }); err != nil {
		return digest.Result{}, err
	}
	res := m.Result()
	if perLine == nil {
		return res, nil
	}
	mt := m.Matcher()
	err := log.Scan(ctx, func(r ingest.Row) error { return perLine(r.N, mt.Line(r.N, r.Text)) })
	return res, err
}
