package known

import "strings"

// cKeyword reports whether a compiler quotes w as a word that names no declaration
// of the project ("expected ‘=’, ‘,’, ‘;’, ‘asm’ or ‘__attribute__’", "to ‘int’"):
// sharing one says nothing about two errors.
func cKeyword(w string) bool {
	switch w {
	case "asm", "__asm__", "__attribute__", "auto", "bool", "_Bool", "break", "case", "char",
		"class", "const", "continue", "default", "delete", "do", "double", "else", "enum",
		"extern", "float", "for", "goto", "if", "inline", "int", "long", "new", "operator",
		"private", "protected", "public", "register", "restrict", "return", "short",
		"signed", "sizeof", "static", "struct", "switch", "template", "this", "typedef",
		"typename", "union", "unsigned", "void", "volatile", "while", "nullptr", "NULL",
		"size_t", "std", "true", "false":
		return true
	}
	return false
}

// quotedIdents appends to ids the identifiers a message quotes ('store_t',
// ‘entries’): quoted words that are the project's names, not keywords, tokens or
// types spelled out.
func quotedIdents(msg string, ids []string) []string {
	// The quotes compilers put around names, opening and closing.
	for _, q := range [...][2]string{{"‘", "’"}, {"'", "'"}, {"\"", "\""}, {"`", "'"}} {
		rest := msg
		for {
			i := strings.Index(rest, q[0])
			if i < 0 {
				break
			}
			rest = rest[i+len(q[0]):]
			j := strings.Index(rest, q[1])
			if j < 0 {
				break
			}
			w := rest[:j]
			rest = rest[j+len(q[1]):]
			// clang names a tag type with its keyword: 'struct wal_header' is wal_header.
			for _, tag := range [...]string{"struct ", "union ", "enum ", "class "} {
				w = strings.TrimPrefix(w, tag)
			}
			// The standard library's names and the compiler's own are shared by
			// unrelated errors.
			if isIdent(w) && !cKeyword(w) && !strings.HasPrefix(w, "std::") && !strings.HasPrefix(w, "__") {
				ids = append(ids, w)
			}
		}
	}
	return ids
}

// isIdent reports whether w is a C-like identifier, possibly qualified ("ns::f").
func isIdent(w string) bool {
	if w == "" {
		return false
	}
	for i := 0; i < len(w); i++ {
		b := w[i]
		switch {
		case b == '_' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z':
		case b >= '0' && b <= '9' && i > 0:
		case b == ':' && i > 0 && i+1 < len(w):
		default:
			return false
		}
	}
	return true
}
