#include <arpa/inet.h>
#include <netdb.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>
#include "net.h"
#include "util.h"

int conn_open(struct mq_conn *c, const char *addr)
{
	struct addrinfo hints = { .ai_socktype = SOCK_STREAM }, *res;
	char port[8];

	memset(c, 0, sizeof *c);
	c->fd = -1;
	if (addr_parse(addr, &c->peer) < 0) {
		util_log("error", "bad address %s", addr);
		return -1;
	}
	snprintf(port, sizeof port, "%u", c->peer.port);
	if (getaddrinfo(c->peer.host, port, &hints, &res) != 0)
		return -1;
	c->fd = socket(res->ai_family, res->ai_socktype, 0);
	if (c->fd < 0 || connect(c->fd, res->ai_addr, res->ai_addrlen) < 0) {
		util_log("error", "connect %s failed", addr);
		freeaddrinfo(res);
		return -1;
	}
	freeaddrinfo(res);
	util_log("debug", "connected to %s", addr);
	return 0;
}

int conn_send(struct mq_conn *c, const void *p, size_t n)
{
	const char *b = p;
	while (n) {
		ssize_t w = write(c->fd, b, n);
		if (w <= 0)
			return -1;
		b += w;
		n -= w;
	}
	return 0;
}

void conn_close(struct mq_conn *c)
{
	if (c->fd >= 0)
		close(c->fd);
	c->fd = -1;
}
