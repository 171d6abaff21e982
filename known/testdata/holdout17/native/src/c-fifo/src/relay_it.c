#include <errno.h>
#include <stdio.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include "relay.h"

int main(void)
{
	char line[128], topic[32];
	long v, sum = 0;
	int n = 0;
	pid_t pid;
	FILE *f;

	unlink(RELAY_FIFO);
	if (mkfifo(RELAY_FIFO, 0600) != 0) {
		perror("mkfifo");
		return 1;
	}
	printf("relay_it: fifo %s ready\n", RELAY_FIFO);
	fflush(stdout);
	pid = fork();
	if (pid == 0) {
		execl("./build/emitter", "emitter", (char *)NULL);
		_exit(127);
	}
	printf("relay_it: started emitter, reading events\n");
	fflush(stdout);
	f = fopen(RELAY_FIFO, "r");
	if (!f) {
		perror(RELAY_FIFO);
		return 1;
	}
	while (fgets(line, sizeof line, f))
		if (relay_parse(line, topic, sizeof topic, &v) == 0) {
			sum += v;
			n++;
		}
	fclose(f);
	waitpid(pid, NULL, 0);
	printf("relay_it: %d events, sum %ld\n", n, sum);
	return n == 5 && sum == 100 ? 0 : 1;
}
