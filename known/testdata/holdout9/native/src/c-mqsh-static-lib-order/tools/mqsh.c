#include <stdio.h>
#include <string.h>
#include "net.h"
#include "util.h"

int main(int argc, char **argv)
{
	struct mq_conn c;
	char line[512], topic[128];

	if (argc < 2 || conn_open(&c, argv[1]) < 0)
		return 1;
	while (fgets(line, sizeof line, stdin)) {
		char *sp = strchr(line, ' ');
		if (!sp)
			continue;
		*sp = '\0';
		line[strcspn(sp + 1, "\n") + (sp + 1 - line)] = '\0';
		util_strlcpy(topic, line, sizeof topic);
		if (proto_publish(&c, topic, sp + 1) < 0)
			break;
	}
	conn_close(&c);
	return 0;
}
