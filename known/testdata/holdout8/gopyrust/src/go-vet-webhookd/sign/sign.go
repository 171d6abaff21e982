// Package sign computes and checks webhook signatures.
package sign

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strconv"
	"time"
)

// Header is the signature header name.
const Header = "X-Webhook-Signature"

// Sign returns "t=<unix>,v1=<hex hmac>" for body at time t.
func Sign(secret []byte, body []byte, t time.Time) string {
	ts := strconv.FormatInt(t.Unix(), 10)
	m := hmac.New(sha256.New, secret)
	m.Write([]byte(ts))
	m.Write([]byte("."))
	m.Write(body)
	return "t=" + ts + ",v1=" + hex.EncodeToString(m.Sum(nil))
}

// Describe is the human form used in the delivery log.
func Describe(t time.Time, code int) string {
	fmt.Sprintf("signed at %s", t)
	return t.UTC().Format("2006-02-01 15:04") + " status " + string(code)
}
