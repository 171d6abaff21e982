#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* feeds upcase through a pipe and checks what comes back */
int main(void)
{
	int in[2], out[2];
	char buf[128];
	ssize_t n, got = 0;
	const char *text = "hello, pipes\n";
	pipe(in);
	pipe(out);
	pid_t pid = fork();
	if (pid == 0) {
		dup2(in[0], 0);
		dup2(out[1], 1);
		close(in[1]);
		close(out[0]);
		execl("./build/upcase", "upcase", (char *)NULL);
		_exit(127);
	}
	close(in[0]);
	close(out[1]);
	write(in[1], text, strlen(text));
	printf("test_filter: wrote %zu bytes, reading the result\n", strlen(text));
	fflush(stdout);
	while ((n = read(out[0], buf + got, sizeof buf - 1 - got)) > 0)
		got += n;
	buf[got] = '\0';
	waitpid(pid, NULL, 0);
	printf("test_filter: %s", strcmp(buf, "HELLO, PIPES\n") == 0 ? "ok\n" : "FAIL\n");
	return strcmp(buf, "HELLO, PIPES\n") != 0;
}
