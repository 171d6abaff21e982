package manifest

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestLoadMissing(t *testing.T) {
	_, err := Load("testdata/nope.yaml")
	assert.Error(t, err)
}

func TestLoadMonday(t *testing.T) {
	m, err := Load("testdata/monday.yaml")
	require.NoError(t, err)
	assert.Equal(t, "parcelnet", m.Carrier)
	assert.Len(t, m.Parcels, 2)
}
