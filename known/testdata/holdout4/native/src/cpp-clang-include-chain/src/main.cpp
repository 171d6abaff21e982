#include <cstdio>

int main(int argc, char **argv)
{
	const char *conf = argc > 1 ? argv[1] : "/etc/gatewayd.conf";
	std::printf("gatewayd: config %s\n", conf);
	return 0;
}
