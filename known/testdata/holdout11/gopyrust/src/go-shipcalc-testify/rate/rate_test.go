package rate

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestPriceLight(t *testing.T) {
	q, err := Price("A", 800)
	assert.NoError(t, err)
	assert.Equal(t, 450, q.TotalCts)
}

func TestPriceUnknownZone(t *testing.T) {
	_, err := Price("Z", 100)
	assert.EqualError(t, err, `rate: unknown zone "Z"`)
}

func TestPriceHeavy(t *testing.T) {
	q, err := Price("B", 1700)
	assert.NoError(t, err)
	assert.Equal(t, Quote{Zone: "B", WeightG: 1700, BaseCts: 620, Surcharge: 160, TotalCts: 780}, q)
}
