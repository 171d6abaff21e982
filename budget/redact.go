package budget

import "github.com/wisptriage/wisptriage/ingest"

// redactRows passes each row's text through the redactor, keeping its size: held-back
// bytes are counted on what is stored, what is shown is what the redactor leaves.
func redactRows(p *ingest.RedactPass, rows []ingest.Row) []ingest.Row {
	if p == nil {
		return rows
	}
	for i := range rows {
		rows[i].Text = redacted(p, rows[i].Text)
	}
	return rows
}

func redacted(p *ingest.RedactPass, text []byte) []byte {
	if p == nil {
		return text
	}
	out, _ := p.Redact(nil, text)
	return out
}

func newPass(r *ingest.Redactor) *ingest.RedactPass {
	if r == nil {
		return nil
	}
	return r.NewPass()
}
