#!/usr/bin/env bash
# A SLURM cluster of two compute nodes on one Linux machine, for tests (tests/integration/test_slurm_two_nodes.py).
#
#   slurm/cluster2/cluster.sh up        # (re)create it from nothing: ~1 s once installed; cleans up a crashed run first
#   slurm/cluster2/cluster.sh exec CMD  # run CMD where the SLURM commands reach the controller (sbatch, scontrol, ...)
#   slurm/cluster2/cluster.sh down      # stop every process in its namespaces, delete them; idempotent
#   slurm/cluster2/cluster.sh status    # namespaces, daemons, sinfo
#   slurm/cluster2/cluster.sh unplug NODE   # NODE's cable out (link down): it vanishes, its processes run on
#   slurm/cluster2/cluster.sh reboot NODE   # every process on NODE killed, cable in, slurmd started: back empty
#
# Needs root, util-linux's unshare/nsenter, iproute2 and Debian's slurm-wlm + munge (installed with apt-get
# when missing, as ../shared/tools/slurm/slurm-up.sh does). Nothing is added to the machine's own network
# namespace, /etc or the machine's SLURM (/etc/slurm, /run/munge): the cluster lives in three network
# namespaces and one directory:
#
#   namespace <prefix>-head   hostname head, bridge br0 10.177.0.1/24; slurmctld; the SLURM commands of `exec`
#   namespace <prefix>-node1  hostname node1, eth0 10.177.0.11/24 (a veth on head's bridge) and eth1 10.178.1.11/24
#   namespace <prefix>-node2  hostname node2, eth0 10.177.0.12/24 and eth1 10.178.2.12/24; one slurmd each
#   $LM4GEN_CLUSTER2_DIR      slurm.conf, the munge key and socket, state, spool, pid files, logs, hosts files
#
# eth1 is a second interface that reaches nobody (a veth whose other end stays on the node), and each node's
# own name resolves to it: the classic wrong-NIC trap of multi-homed nodes. gloo binds to the address its
# host name resolves to, so without GLOO_SOCKET_IFNAME=eth0 ranks on different nodes cannot connect
# (slurm/common.sh sets it; tests/integration/test_slurm_two_nodes.py shows both). Everything else finds the nodes by the
# cluster network: slurm.conf's NodeAddr, and every namespace's hosts file maps the *other* names to it.
# Each daemon runs in its own UTS and mount namespace (unshare) with a private hosts file bind-mounted on
# /etc/hosts; the bind mount lives and dies with those namespaces, the machine's /etc/hosts is never written.
# munged runs in the machine's namespace; its unix socket (a file) is reachable from every namespace.
# Jobs run as root, see the one filesystem, and inherit their slurmd's namespaces (srun tasks on node2 have
# hostname node2 and only node2's interfaces).
#
#   LM4GEN_CLUSTER2_PREFIX  namespace name prefix (default lm4gen-c2)
#   LM4GEN_CLUSTER2_DIR     the cluster's directory (default /run/lm4gen-cluster2; wiped by up and down)
#   LM4GEN_CLUSTER2_KEEP=1  down keeps the directory (logs) instead of deleting it
set -euo pipefail

PREFIX=${LM4GEN_CLUSTER2_PREFIX:-lm4gen-c2}
DIR=${LM4GEN_CLUSTER2_DIR:-/run/lm4gen-cluster2}
CONF=$DIR/etc/slurm.conf
NODES=(node1 node2)
HEAD_ADDR=10.177.0.1
node_addr() { echo "10.177.0.1${1#node}"; }             # node1 -> 10.177.0.11 (the cluster network, eth0)
node_trap_addr() { echo "10.178.${1#node}.1${1#node}"; } # node1 -> 10.178.1.11 (eth1: reaches nobody)
ns() { echo "$PREFIX-$1"; }

log() { echo "[cluster2] $*"; }
die() { echo "[cluster2] error: $*" >&2; exit 1; }

alive() {  # alive <pidfile> <comm>: the pid file names a live process called <comm>
    [ -s "$1" ] && [ "$(ps -o comm= -p "$(cat "$1")" 2>/dev/null)" = "$2" ]
}

# in_ns NAME HOSTNAME CMD...: CMD in namespace NAME's network, a UTS namespace named HOSTNAME and a mount
# namespace whose /etc/hosts is $DIR/etc/hosts.HOSTNAME (private propagation: invisible outside)
in_ns() {
    local name=$1 host=$2; shift 2
    nsenter --net="/run/netns/$name" unshare --uts --mount --propagation private \
        sh -c 'hostname "$1" && mount --bind "$2" /etc/hosts && shift 2 && exec "$@"' sh \
        "$host" "$DIR/etc/hosts.$host" "$@"
}

check_host() {
    [ "$(id -u)" = 0 ] || die "needs root (network namespaces, veth, bind mounts)"
    local tool
    for tool in ip nsenter unshare mount; do command -v "$tool" >/dev/null || die "$tool not found"; done
}

install_packages() {
    local n_ok tool missing=0
    for tool in slurmctld slurmd sbatch munged mungekey; do command -v "$tool" >/dev/null || missing=1; done
    [ "$missing" = 0 ] && return 0
    n_ok=$(dpkg-query -W -f='${Status}\n' slurmctld slurmd slurm-client munge 2>/dev/null \
        | grep -c '^install ok installed$' || true)
    [ "$n_ok" = 4 ] && return 0
    command -v apt-get >/dev/null || die "SLURM is not installed and there is no apt-get to install it"
    log "installing slurm-wlm and munge"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends slurm-wlm munge >/dev/null
}

kill_in() {  # kill_in "SIGNALS" NAMESPACE...: every process in those network namespaces, each signal in turn
    local signals=$1 name pid pids n sig; shift
    for sig in $signals; do   # all namespaces at once: slurmd takes ~2 s to stop
        pids=""
        for name in "$@"; do
            [ -e "/run/netns/$name" ] && pids="$pids $(ip netns pids "$name" 2>/dev/null | grep -vx "$$" || true)"
        done
        [ -n "${pids// /}" ] || break
        # shellcheck disable=SC2086
        kill -"$sig" $pids 2>/dev/null || true
        for _ in $(seq 50); do
            n=0; for pid in $pids; do kill -0 "$pid" 2>/dev/null && n=$((n + 1)); done
            [ "$n" = 0 ] && break
            sleep 0.1
        done
    done
}

down() {
    local name pid
    # every process in the cluster's namespaces is the cluster's: daemons, slurmstepd, job steps, exec'd commands
    kill_in "TERM KILL" "$(ns node1)" "$(ns node2)" "$(ns head)"   # TERM: 5 s to exit cleanly
    # daemons whose namespace was already deleted (an interrupted down), by their pid files
    for pid in "$DIR"/run/*.pid; do
        [ -s "$pid" ] || continue
        case "$(ps -o comm= -p "$(cat "$pid")" 2>/dev/null)" in
            slurmd|slurmctld|munged) kill -KILL "$(cat "$pid")" 2>/dev/null || true ;;
        esac
    done
    for name in "$(ns node1)" "$(ns node2)" "$(ns head)"; do   # veths and the bridge go with them
        [ -e "/run/netns/$name" ] && ip netns del "$name"
    done
    if [ "${LM4GEN_CLUSTER2_KEEP:-0}" != 1 ]; then rm -rf "$DIR"; fi
    return 0
}

network() {
    local head node i
    head=$(ns head)
    for i in head node1 node2; do ip netns add "$(ns "$i")"; ip -n "$(ns "$i")" link set lo up; done
    ip -n "$head" link add br0 type bridge
    ip -n "$head" addr add "$HEAD_ADDR/24" dev br0
    ip -n "$head" link set br0 up
    for node in "${NODES[@]}"; do
        i=${node#node}
        ip -n "$head" link add "veth-$node" type veth peer name eth0 netns "$(ns "$node")"
        ip -n "$head" link set "veth-$node" master br0 up
        ip -n "$(ns "$node")" addr add "$(node_addr "$node")/24" dev eth0
        ip -n "$(ns "$node")" link set eth0 up
        # the second interface: up, an address, a subnet of its own, a cable to nowhere
        ip -n "$(ns "$node")" link add eth1 type veth peer name eth1-end
        ip -n "$(ns "$node")" addr add "$(node_trap_addr "$node")/24" dev eth1
        ip -n "$(ns "$node")" link set eth1-end up
        ip -n "$(ns "$node")" link set eth1 up
    done
}

hosts_files() {
    local me other
    { echo "127.0.0.1 localhost"; echo "$HEAD_ADDR head"
      for other in "${NODES[@]}"; do echo "$(node_addr "$other") $other"; done; } > "$DIR/etc/hosts.head"
    for me in "${NODES[@]}"; do
        { echo "127.0.0.1 localhost"
          echo "$(node_trap_addr "$me") $me"   # own name -> eth1 (the trap; see the top of this file)
          echo "$HEAD_ADDR head"
          for other in "${NODES[@]}"; do [ "$other" = "$me" ] || echo "$(node_addr "$other") $other"; done
        } > "$DIR/etc/hosts.$me"
    done
}

slurm_conf() {
    local hw
    # what slurmd detects, less the memory (a node configured with more than it has is drained)
    hw=$(slurmd -C | head -n1 | sed -e 's/^NodeName=[^ ]* //' -e 's/ RealMemory=[0-9]*//')
    cat > "$CONF" <<EOF
# written by slurm/cluster2/cluster.sh: two nodes in network namespaces of one machine
ClusterName=lm4gen2
SlurmctldHost=head($HEAD_ADDR)
SlurmUser=root
AuthType=auth/munge
AuthInfo=socket=$DIR/munge/munge.socket
MpiDefault=none
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
MailProg=/bin/true
SchedulerType=sched/backfill
# a pending job whose begin time has come starts within ~2 s (the defaults: up to 60 s)
SchedulerParameters=batch_sched_delay=0,sched_interval=2,bf_interval=2
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
ReturnToService=2
# a node that stops answering is DOWN (its jobs requeued) 20-30 s after its last answer, not 5 minutes later
# (slurmctld pings every SlurmdTimeout/3): after the ranks' collective timeout in the node-loss test (12 s)
SlurmdTimeout=30
KillWait=5
StateSaveLocation=$DIR/state
SlurmdSpoolDir=$DIR/spool/%n
SlurmctldPidFile=$DIR/run/slurmctld.pid
SlurmdPidFile=$DIR/run/slurmd-%n.pid
SlurmctldLogFile=$DIR/log/slurmctld.log
SlurmdLogFile=$DIR/log/slurmd-%n.log
NodeName=node1 NodeHostname=node1 NodeAddr=$(node_addr node1) $hw State=UNKNOWN
NodeName=node2 NodeHostname=node2 NodeAddr=$(node_addr node2) $hw State=UNKNOWN
PartitionName=debug Nodes=node1,node2 Default=YES MaxTime=INFINITE State=UP
EOF
}

up() {
    check_host
    install_packages
    down
    install -d -m 0700 "$DIR" "$DIR/munge" "$DIR/run" "$DIR/state" "$DIR/log"
    install -d "$DIR/etc" "$DIR/spool/node1" "$DIR/spool/node2"
    export SLURM_CONF=$CONF
    network
    hosts_files
    slurm_conf
    mungekey --create --keyfile="$DIR/munge/munge.key" >/dev/null
    chmod 0400 "$DIR/munge/munge.key"
    munged --force --socket="$DIR/munge/munge.socket" --key-file="$DIR/munge/munge.key" \
        --pid-file="$DIR/run/munged.pid" --log-file="$DIR/log/munged.log" --seed-file="$DIR/munge/munged.seed"
    for _ in $(seq 50); do munge -S "$DIR/munge/munge.socket" -n </dev/null | unmunge -S "$DIR/munge/munge.socket" \
        >/dev/null 2>&1 && break; sleep 0.1; done
    in_ns "$(ns head)" head slurmctld -f "$CONF" -c
    local node
    for node in "${NODES[@]}"; do start_slurmd "$node"; done
    local deadline state
    deadline=$(( $(date +%s) + ${LM4GEN_CLUSTER2_TIMEOUT:-60} ))
    while :; do
        state=$(run sinfo -h -N -o '%N=%T' 2>/dev/null | sort | tr '\n' ' ' || true)
        [ "$state" = "node1=idle node2=idle " ] && break
        if [ "$(date +%s)" -ge "$deadline" ]; then
            tail -n 20 "$DIR"/log/*.log >&2 || true
            die "nodes not idle after ${LM4GEN_CLUSTER2_TIMEOUT:-60} s: $state"
        fi
        sleep 0.3
    done
    local out
    out=$(run srun -N2 -n2 --time=1 hostname | sort | tr '\n' ' ')
    [ "$out" = "node1 node2 " ] || die "srun -N2 hostname printed '$out', not 'node1 node2'"
    log "ready: 2 nodes (node1 $(node_addr node1), node2 $(node_addr node2)), controller head $HEAD_ADDR, SLURM_CONF=$CONF"
}

start_slurmd() { SLURM_CONF=$CONF in_ns "$(ns "$1")" "$1" slurmd -f "$CONF" -N "$1"; }

node_arg() {
    case "${1:-}" in node1|node2) ;; *) die "which node? node1 or node2 (got '${1:-}')" ;; esac
    [ -e "/run/netns/$(ns "$1")" ] || die "the cluster is not up (no namespace $(ns "$1")): $0 up"
}

unplug() { node_arg "$1"; ip -n "$(ns head)" link set "veth-$1" down; log "$1 unplugged"; }

reboot_node() {
    node_arg "$1"
    kill_in KILL "$(ns "$1")"    # a power cut
    ip -n "$(ns head)" link set "veth-$1" up
    start_slurmd "$1"
    log "$1 rebooted: slurmd restarted"
}

run() {  # run CMD...: in the head's network namespace (where slurmctld listens), with the cluster's SLURM_CONF
    [ -e "/run/netns/$(ns head)" ] || die "the cluster is not up (no namespace $(ns head)): $0 up"
    SLURM_CONF=$CONF nsenter --net="/run/netns/$(ns head)" "$@"
}

status() {
    local name
    for name in "$(ns head)" "$(ns node1)" "$(ns node2)"; do
        if [ -e "/run/netns/$name" ]; then
            echo "$name: processes $(ip netns pids "$name" | wc -l)"
        else
            echo "$name: absent"
        fi
    done
    alive "$DIR/run/munged.pid" munged && echo "munged: running" || echo "munged: not running"
    [ -e "/run/netns/$(ns head)" ] && run sinfo -N -o '%N %T %c %O' || true
}

case "${1:-}" in
    up) up ;;
    down) check_host; down; log "down" ;;
    exec) shift; [ $# -gt 0 ] || die "exec needs a command"; run "$@" ;;
    status) status ;;
    unplug) check_host; unplug "${2:-}" ;;
    reboot) check_host; reboot_node "${2:-}" ;;
    *) echo "usage: $0 up|down|exec CMD...|status|unplug NODE|reboot NODE" >&2; exit 2 ;;
esac
