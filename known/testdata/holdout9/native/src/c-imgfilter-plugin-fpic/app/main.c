#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include "imgcore.h"

int main(int argc, char **argv)
{
	if (argc < 3) {
		fprintf(stderr, "usage: imgfilter PLUGIN.so NAME\n");
		return 2;
	}
	imgcore_verbose = getenv("IMGFILTER_VERBOSE") != NULL;
	void *h = dlopen(argv[1], RTLD_NOW);
	if (!h) {
		fprintf(stderr, "imgfilter: %s\n", dlerror());
		return 1;
	}
	void (*init)(void) = (void (*)(void))dlsym(h, "plugin_init");
	if (init)
		init();
	const struct filter *f = filter_find(argv[2]);
	printf("%s: %s\n", argv[2], f ? "loaded" : "not found");
	return f ? 0 : 1;
}
