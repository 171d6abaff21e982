#include <stdio.h>
#include "rlog/rlog.h"

int main(int argc, char **argv)
{
	struct rlog lg;
	enum rlog_level min = RLOG_INFO;

	if (argc > 1 && rlog_level_parse(argv[1], &min) != 0) {
		fprintf(stderr, "unknown level %s\n", argv[1]);
		return 2;
	}
	if (rlog_open(&lg, "demo.log", min) != 0) {
		perror("demo.log");
		return 1;
	}
	rlog_write(&lg, RLOG_TRACE, "entering main");
	rlog_write(&lg, RLOG_INFO, "hello");
	rlog_write(&lg, RLOG_WARN, "disk 91% full");
	rlog_close(&lg);
	return 0;
}
