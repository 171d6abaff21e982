module example.com/blobsync

go 1.22
