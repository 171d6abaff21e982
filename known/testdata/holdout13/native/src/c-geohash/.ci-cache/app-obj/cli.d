obj/cli.o: cli.c ../lib/include/geohash.h ../lib/include/strbuf.h
