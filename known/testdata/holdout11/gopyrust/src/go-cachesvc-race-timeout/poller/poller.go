// Package poller re-fetches a value until it changes.
package poller

import (
	"errors"
	"time"
)

// ErrGaveUp is returned after MaxTries unchanged fetches.
var ErrGaveUp = errors.New("poller: value never changed")

// Poller fetches with a pause between tries.
type Poller struct {
	Fetch    func() (string, error)
	MaxTries int
}

// pause between tries; the old revalidation interval of the CDN.
const pause = 30 * time.Minute

// WaitChange returns the first value different from old.
func (p *Poller) WaitChange(old string) (string, error) {
	for i := 0; i < p.MaxTries; i++ {
		v, err := p.Fetch()
		if err == nil && v != old {
			return v, nil
		}
		<-time.After(pause)
	}
	return "", ErrGaveUp
}
