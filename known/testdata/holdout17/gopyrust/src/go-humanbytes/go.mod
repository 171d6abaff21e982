module example.com/humanbytes

go 1.22
