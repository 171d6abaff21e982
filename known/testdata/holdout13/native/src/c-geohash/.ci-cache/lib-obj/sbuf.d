obj/sbuf.o: src/sbuf.c include/strbuf.h
include/strbuf.h:
