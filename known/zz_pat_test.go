package known
import ("testing";"os";"bytes";"fmt";"sort")
func TestPatStats(t *testing.T){
	data,_:=os.ReadFile(os.Getenv("PS_LOG"))
	if len(data)>64<<20 {data=data[:64<<20]}
	s,_:=Compile(Formats())
	lines:=bytes.Split(data,[]byte("\n"))
	cnt:=map[int32]int{}
	var dst,l2 []int32
	for _,l:=range lines{ dst=s.candidates(dst[:0],&l2,l); for _,pi:=range dst{cnt[pi]++} }
	var ks []int32
	for k:=range cnt{ks=append(ks,k)}
	sort.Slice(ks,func(i,j int)bool{return cnt[ks[i]]>cnt[ks[j]]})
	fmt.Println("lines",len(lines))
	for _,k:=range ks[:min(25,len(ks))]{ cp:=s.pats[k]; fmt.Printf("%8d %-12s %q lazy=%v %s\n",cnt[k],s.formats[cp.format].Name,cp.p.Literal,cp.lazy,cp.p.Re[:min(50,len(cp.p.Re))])}
}
