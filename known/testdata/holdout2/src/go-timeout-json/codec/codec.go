package codec

import "encoding/hex"

func Encode(b []byte) string { return hex.EncodeToString(b) }
