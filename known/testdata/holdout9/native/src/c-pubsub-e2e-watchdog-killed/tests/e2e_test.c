#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "pubsub.h"

static void *serve(void *arg)
{
	broker_serve(*(int *)arg);
	return NULL;
}

static int roundtrip(int fd, struct frame *req, struct frame *resp)
{
	if (wire_write_frame(fd, req) < 0)
		return -1;
	return wire_read_frame(fd, resp);
}

int main(void)
{
	int sv[2];
	pthread_t t;
	struct frame req = { 0 }, resp;

	setvbuf(stdout, NULL, _IOLBF, 0);
	if (socketpair(AF_UNIX, SOCK_STREAM, 0, sv) < 0)
		return 1;
	pthread_create(&t, NULL, serve, &sv[1]);

	printf("e2e: case 1: subscribe + publish ... ");
	req.type = F_SUB;
	strcpy(req.topic, "jobs/+");
	wire_write_frame(sv[0], &req);
	req.type = F_PUB;
	strcpy(req.topic, "jobs/42");
	req.len = 4;
	memcpy(req.payload, "done", 4);
	if (roundtrip(sv[0], &req, &resp) < 0 || resp.type != F_MSG) {
		printf("FAILED\n");
		return 1;
	}
	printf("ok\n");

	printf("e2e: case 2: ping with token ... ");
	req.type = F_PING;
	req.topic[0] = '\0';
	req.len = 2;
	memcpy(req.payload, "t1", 2);
	if (roundtrip(sv[0], &req, &resp) < 0 || resp.type != F_PONG || memcmp(resp.payload, "t1", 2)) {
		printf("FAILED\n");
		return 1;
	}
	printf("ok\n");

	printf("e2e: case 3: ping without token ... ");
	req.len = 0;
	if (roundtrip(sv[0], &req, &resp) < 0 || resp.type != F_PONG) {
		printf("FAILED\n");
		return 1;
	}
	printf("ok\n");

	close(sv[0]);
	pthread_join(t, NULL);
	printf("e2e: 3 cases passed\n");
	return 0;
}
