package known
import ("testing";"fmt";"os";"bytes";"strings";"sort")
func TestLitStats(t *testing.T){
	data,_:=os.ReadFile("/work/main/.bench/build-256m.log")
	data=data[:32<<20]
	fs:=Formats()
	type st struct{f,lit string;pos Pos;hits int}
	var sts []*st
	for _,f:=range fs{ for _,p:=range f.Patterns{ sts=append(sts,&st{f.Name,p.Literal,p.Pos,0}) } }
	lines:=bytes.Split(data,[]byte("\n"))
	for _,l:=range lines{ ll:=strings.ToLower(string(l)); for _,s:=range sts{ if strings.Contains(ll,strings.ToLower(s.lit)){ if s.pos==LineStart && !strings.HasPrefix(strings.TrimLeft(string(l)," \t"),s.lit){continue}; if s.pos==LineEnd && !strings.HasSuffix(string(l),s.lit){continue}; s.hits++}}}
	sort.Slice(sts,func(i,j int)bool{return sts[i].hits>sts[j].hits})
	for _,s:=range sts[:40]{ fmt.Printf("%6.2f%% %-16s %q pos=%d\n",100*float64(s.hits)/float64(len(lines)),s.f,s.lit,s.pos)}
}
