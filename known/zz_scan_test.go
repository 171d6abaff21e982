package known
import ("testing";"os";"bytes")
func BenchmarkScanOnly(b *testing.B){
	data,_:=os.ReadFile("/work/main/.bench/build-256m.log")
	data=data[:64<<20]
	s,_:=Compile(Formats())
	lines:=bytes.Split(data,[]byte("\n"))
	b.SetBytes(int64(len(data)))
	var dst []int32
	for b.Loop(){ for _,l:=range lines{ dst=s.ac.scan(dst[:0],l)} }
}
func BenchmarkCandOnly(b *testing.B){
	data,_:=os.ReadFile("/work/main/.bench/build-256m.log")
	data=data[:64<<20]
	s,_:=Compile(Formats())
	lines:=bytes.Split(data,[]byte("\n"))
	b.SetBytes(int64(len(data)))
	var dst,l2 []int32
	for b.Loop(){ for _,l:=range lines{ dst=s.candidates(dst[:0],&l2,l)} }
}
