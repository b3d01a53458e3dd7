/*
 * The best native Argon2id we could run for a bot, to weigh Argon2id against the time-lock puzzle
 * (bench/captcha-argon2.mjs compiles it). Two libraries, both Debian's (apt-get install libsodium-dev libargon2-dev):
 *   sodium       libsodium's crypto_pwhash_argon2id: picks its AVX-512F, AVX2 or SSSE3 block function at run time,
 *                and maps its memory afresh for each hash (page faults are dear on this machine, a virtual one);
 *   sodium-kept  the same, with its memory kept from one hash to the next: this program's own mmap and munmap
 *                stand in for libc's (the dynamic linker binds libsodium's calls to them) and hand back one region,
 *                faulted in once, as a bot that makes many hashes would keep it;
 *   argon2       libargon2, Debian's portable build (no SIMD), its memory kept through allocate/free callbacks.
 * The fastest of the three is the bot's figure.
 * Both with one lane (parallelism 1, as the browser's hash-wasm in one worker), version 1.3, 32-byte hashes.
 *
 *   solver LIBRARY   reads "<memory KiB> <passes> <salt hex> <password hex>" lines,
 *                    prints "<hash hex> <thread CPU ns>" for each
 */
#include <argon2.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

static long long cpu_ns(void) {
  struct timespec t;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return (long long)t.tv_sec * 1000000000LL + t.tv_nsec;
}

static size_t unhex(const char *text, unsigned char *out, size_t room) {
  size_t length = strlen(text) / 2;
  if (length > room) length = room;
  for (size_t i = 0; i < length; i++) sscanf(text + 2 * i, "%2hhx", &out[i]);
  return length;
}

/* sodium-kept: large anonymous maps are served from one region, kept; anything else goes to the kernel. */
static int keep_maps;
static void *kept_map;
static size_t kept_map_size;

void *mmap(void *address, size_t length, int protection, int flags, int fd, off_t offset) {
  if (!keep_maps || address != NULL || fd != -1 || !(flags & MAP_ANONYMOUS) || length < (1 << 20)) {
    return (void *)syscall(SYS_mmap, address, length, protection, flags, fd, offset);
  }
  if (kept_map_size != length) {
    if (kept_map) syscall(SYS_munmap, kept_map, kept_map_size);
    kept_map = (void *)syscall(SYS_mmap, NULL, length, protection, flags, -1, 0);
    kept_map_size = kept_map == MAP_FAILED ? 0 : length;
  }
  return kept_map;
}

int munmap(void *address, size_t length) {
  if (keep_maps && address == kept_map) return 0;
  return (int)syscall(SYS_munmap, address, length);
}

static unsigned char *kept;
static size_t kept_size;

static int keep_allocate(uint8_t **memory, size_t bytes) {
  if (bytes > kept_size) {
    free(kept);
    kept = malloc(bytes);
    if (!kept) return ARGON2_MEMORY_ALLOCATION_ERROR;
    memset(kept, 0, bytes);
    kept_size = bytes;
  }
  *memory = kept;
  return ARGON2_OK;
}

static void keep_free(uint8_t *memory, size_t bytes) {
  (void)memory;
  (void)bytes;
}

int main(int argc, char **argv) {
  keep_maps = argc > 1 && strcmp(argv[1], "sodium-kept") == 0;
  int use_sodium = keep_maps || (argc > 1 && strcmp(argv[1], "sodium") == 0);
  if (use_sodium && sodium_init() < 0) return 2;
  unsigned long memory_kib, passes;
  char salt_hex[129], password_hex[129];
  unsigned char salt[64], password[64], hash[32];
  while (scanf("%lu %lu %128s %128s", &memory_kib, &passes, salt_hex, password_hex) == 4) {
    size_t salt_length = unhex(salt_hex, salt, sizeof salt);
    size_t password_length = unhex(password_hex, password, sizeof password);
    long long start = cpu_ns();
    int failed;
    if (use_sodium) {
      // libsodium takes a salt of exactly crypto_pwhash_SALTBYTES (16) bytes.
      failed = salt_length != crypto_pwhash_SALTBYTES ||
               crypto_pwhash_argon2id(hash, sizeof hash, (const char *)password, password_length, salt, passes,
                                      (size_t)memory_kib * 1024, crypto_pwhash_argon2id_ALG_ARGON2ID13);
    } else {
      argon2_context context = {
          .out = hash, .outlen = sizeof hash, .pwd = password, .pwdlen = (uint32_t)password_length,
          .salt = salt, .saltlen = (uint32_t)salt_length, .t_cost = (uint32_t)passes,
          .m_cost = (uint32_t)memory_kib, .lanes = 1, .threads = 1, .version = ARGON2_VERSION_13,
          .allocate_cbk = keep_allocate, .free_cbk = keep_free, .flags = ARGON2_DEFAULT_FLAGS};
      failed = argon2_ctx(&context, Argon2_id) != ARGON2_OK;
    }
    long long cpu = cpu_ns() - start;
    if (failed) {
      printf("error 0\n");
    } else {
      for (size_t i = 0; i < sizeof hash; i++) printf("%02x", hash[i]);
      printf(" %lld\n", cpu);
    }
    fflush(stdout);
  }
  return 0;
}
