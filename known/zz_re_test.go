package known
import ("testing";"regexp")
var reIn = regexp.MustCompile(`^[^\s:][^:]*: In function `)
var lineIn = []byte("/build/src/src/util/btree.c: In function 'int lexer_opts(int, char**)':")
var reOk = regexp.MustCompile(`^ok\s+(?P<name>\S+)\s+(?:[\d.]+s|\(cached\))`)
var lineOk = []byte("ok  \tgithub.com/acme/proj/internal/cache\t0.123s")
func BenchmarkReSub(b *testing.B){ for b.Loop(){ reIn.FindSubmatchIndex(lineIn) } }
func BenchmarkReMatch(b *testing.B){ for b.Loop(){ reIn.Match(lineIn) } }
func BenchmarkReOkSub(b *testing.B){ for b.Loop(){ reOk.FindSubmatchIndex(lineOk) } }
func BenchmarkReOkMatch(b *testing.B){ for b.Loop(){ reOk.Match(lineOk) } }
