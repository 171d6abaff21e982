/* integration test: start spoold, wait until it is ready, submit a job */
#include <stdio.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

int main(void)
{
	struct stat st;
	pid_t pid = fork();
	if (pid == 0) {
		execl("./build/spoold", "spoold", (char *)NULL);
		perror("exec spoold");
		_exit(127);
	}
	printf("it_spool: started spoold (pid %ld)\n", (long)pid);
	fflush(stdout);
	for (int tries = 1; stat("run/spool.pid", &st) != 0; tries++) {
		printf("it_spool: waiting for run/spool.pid (%d)\n", tries);
		fflush(stdout);
		sleep(1);
	}
	printf("it_spool: spoold is ready\n");
	return 0;
}
