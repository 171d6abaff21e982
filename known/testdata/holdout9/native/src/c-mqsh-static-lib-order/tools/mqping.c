#include <stdio.h>
#include "net.h"

int main(int argc, char **argv)
{
	struct mq_conn c;
	if (argc < 2 || conn_open(&c, argv[1]) < 0)
		return 1;
	int rc = proto_ping(&c);
	conn_close(&c);
	puts(rc == 0 ? "pong" : "no answer");
	return rc != 0;
}
