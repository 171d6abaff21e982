package units

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestGrams(t *testing.T) {
	assert.Equal(t, 1250, Grams(1.25))
	assert.Equal(t, 1, Grams(0.0006))
}
