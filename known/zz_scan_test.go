package known
import ("testing";"os";"bytes")
var sink int
func lines64(b *testing.B) [][]byte {
	data,_:=os.ReadFile("/work/main/.bench/build-256m.log")
	data=data[:64<<20]
	b.SetBytes(int64(len(data)))
	return bytes.Split(data,[]byte("\n"))
}
func BenchmarkScanOnly(b *testing.B){
	lines:=lines64(b)
	s,_:=Compile(Formats())
	var dst []int32
	for b.Loop(){ for _,l:=range lines{ dst=s.ac.scan(dst[:0],l)} }
}
func BenchmarkCandOnly(b *testing.B){
	lines:=lines64(b)
	s,_:=Compile(Formats())
	var dst,l2 []int32
	for b.Loop(){ for _,l:=range lines{ dst=s.candidates(dst[:0],&l2,l)} }
}
func BenchmarkIndexByte(b *testing.B){
	lines:=lines64(b)
	for b.Loop(){ for _,l:=range lines{ sink+=bytes.IndexByte(l,0x1b)} }
}
func BenchmarkByteLoop(b *testing.B){
	lines:=lines64(b)
	var tab [256]byte
	tab['x']=1
	for b.Loop(){ for _,l:=range lines{ for _,c:=range l { sink+=int(tab[c]) } } }
}
