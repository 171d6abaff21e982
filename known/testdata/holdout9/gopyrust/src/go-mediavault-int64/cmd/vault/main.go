package main

import (
	"fmt"
	"os"
	"time"

	"example.com/mediavault/config"
	"example.com/mediavault/media"
	"example.com/mediavault/quota"
	"example.com/mediavault/report"
)

func main() {
	s, err := config.Load()
	if err != nil {
		fmt.Fprintln(os.Stderr, "vault:", err)
		os.Exit(2)
	}
	assets := []media.Asset{
		{ID: "1", Owner: "ana", Name: "beach.jpg", Size: 3 << 20, Uploaded: time.Now()},
		{ID: "2", Owner: "ana", Name: "talk.mp4", Size: 900 << 20, Uploaded: time.Now()},
	}
	report.ByKind(os.Stdout, assets)
	fmt.Println("root:", s.Root, "usage:", quota.Usage("ana", assets))
}
