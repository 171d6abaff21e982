package known
import ("testing";"fmt";"os";"sort";"path/filepath")
func hitStats(m *matcher, data []byte, top int){
	cnt:=map[string]int{}
	pos:=0
	for i:=0;i+3<=len(data);i++{
		t:=trigram(data[i:])|0x202020
		h:=bloomHash(t)
		if m.bloom[h>>6]>>(h&63)&1!=0 {
			pos++
			cnt[string(data[i:i+3])]++
		}
	}
	type kv struct{k string;v int}
	var l []kv
	for k,v:=range cnt{l=append(l,kv{k,v})}
	sort.Slice(l,func(i,j int)bool{return l[i].v>l[j].v})
	fmt.Println("bytes",len(data),"hits",pos, "bytes/hit", len(data)/(pos+1))
	for _,x:=range l[:min(top,len(l))]{fmt.Printf("%8d %q\n",x.v,x.k)}
}
func TestHitStats(t *testing.T){
	data,_:=os.ReadFile("/work/main/.bench/build-256m.log")
	data=data[:16<<20]
	s,_:=Compile(Formats())
	hitStats(&s.ac,data,15)
	var all []byte
	fs,_:=filepath.Glob("/work/shared/corpus/logchunks-dev/logs/*/*/*/*")
	for _,f:=range fs{ d,_:=os.ReadFile(f); all=append(all,d...)}
	hitStats(&s.ac,all,25)
}
