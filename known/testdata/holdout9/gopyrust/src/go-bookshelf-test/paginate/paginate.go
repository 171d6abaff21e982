// Package paginate splits result lists into pages.
package paginate

// Page is one page of a listing.
type Page struct {
	Number int // 1-based
	Start  int // index of the first item
	End    int // index after the last item
}

// Count returns how many pages of size per hold total items.
func Count(total, per int) int {
	if per <= 0 {
		return 0
	}
	return total / per
}

// Pages returns every page of a listing of total items.
func Pages(total, per int) []Page {
	n := Count(total, per)
	pages := make([]Page, 0, n)
	for i := 0; i < n; i++ {
		end := (i + 1) * per
		if end > total {
			end = total
		}
		pages = append(pages, Page{Number: i + 1, Start: i * per, End: end})
	}
	return pages
}

// Window returns the page numbers to show around current, at most width of them.
func Window(current, count, width int) []int {
	lo := current - width/2
	if lo < 1 {
		lo = 1
	}
	hi := lo + width - 1
	if hi > count {
		hi = count
		if lo = hi - width + 1; lo < 1 {
			lo = 1
		}
	}
	var out []int
	for p := lo; p <= hi; p++ {
		out = append(out, p)
	}
	return out
}
