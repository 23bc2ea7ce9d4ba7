Muž v oranžových šatech jede na kolečkových bruslích.
Olaka běžící na trávě, který běží po trávě.
Dívka v uniformě s někým v uniformě s klackem.
Několik lidí má na sobě šaty a židlích stojí na písku s deštníkem.
Lidé se dívají k židli.
Muž v tmavém oblečení a černých šatech stojí před nimi stojí před nimi stojí před obchodem stojí před nimi.
Skupina lidí stojí před sebou stojí před davem.
Chlapec v zeleném dresu se chystá míč, aby chytil míč.
Muž pracuje na budovy.
Muž v obleku sedí na židli a drží židli.
Matka a mladý muž si užívají si jídlo
Muži hrají na kytaru a jeden muž s rukama ve vzduchu.
Žena drží talíř v kuchyni ve vzduchu.
Muž sedí na židli u stolu v ruce.
Tři lidé sedí v baru.
Dívka v černých šatech jde po cestě kolem plotu.
Mladý muž drží rukama s rukama v písku.
Žena v černém tričku a černých šatech stojí u stolu.
Člověk v pruhovaném tričku leze po stromě.
Dva muži se baví, zatímco dva muži se dívají.
Lidé stojí venku před budovou.
Člověk hraje na zemi hraje na poli.
Žena dělá trik na pláži na pláži.
Muž stojí u stánku s jídlem s jídlem před obchodem.
Žena používá ruce, zatímco jiný muž se dívá.
Žena v modrém tričku a oranžovém tričku skáče na lavičce s mužem.
Muž dělá ovoce.
Několik mladých dětí pózují na trhu, aby chytil jídlo.
Žena v tradičním oblečení, které mají na sobě oranžové šaty.
Jeden muž drží svou rukama a dívá se na hlavě.
Několik lidí závodí na kamenech v parku.
Mladí mladí chlapci sedí na židli v parku.
Dítě pózuje ve vodě.
Tři lidé sedí u stolu před budovou.
Čtyři dívky stojí na sobě na houpačce v kostýmech.
Skateboardista skáče na ulici, zatímco žena běží po ulici na trhu.
Mladý muž si hraje na kolečkových bruslích.
Stavební dělníci na židli, který se dívá na chodníku za ním se na kameru.
Mladá žena se dívá na fotku.
Usmívající se muž v šortkách stojí na schodech.
Dívka v oranžových šatech je ve vodě.
Muž v uniformě a modré košili stojí před obchodem stojí před zdí.
Lidé sedí venku u vlaku.
Dítě jede na své ruce s rukama ve vzduchu.
Muž v červené košili se připravuje na hudební nástroj.
Dva muži v tradičním oblečení skáče na pláži na pláži.
Dítě plave s dítětem.
Matka se dvě děti a dvě děti jsou venku a dvě děti se dívají se na schodech.
Muž dělá trik na gauči.
Muž v džínách si hraje na pláži.
Lidé jdou po chodníku vedle sebe.
Pes jede na rampě, zatímco se dívá na nějaké jídlo.
Velká skupina lidí je na ulici.
Muž na houpačce, který skáče do vody.
Žena ve slunečních džínách jde kolem ženy s brýlemi s brýlemi s brýlemi.
Muž v červené košili sedí na pláži a jde ve vzduchu.
Pes závodí na pláži.
Dva muži v černém ve městě.
Muž v modrém tričku hází rukama.
Dva muži v čepicích jde kolem vody kolem vody kolem vody.
O tým v kostýmech si prohlíží jídlo.
Chlapec si hraje s dítětem, zatímco dívka se dívá do vzduchu.
Skupina lidí se dívají na trhu v parku.
Muž sedí na lavičce a drží ruce a dívá se na pláži.
Dívka a dítě si hrají na písku.
Žena v modrém klobouku sedí na lavičce a ostatní se dívají se na lavičce kolem nich za ním.
Hnědý pes stojí na pláži.
Žena sedí s mikrofonem a taškou sedí kolem stromu kolem.
Muž skáče do vody v ruce.
Žena se usmívá v restauraci se na ní.
Ostka závodí v noci na trávě.
Dítě sedí na zelené zdi a dívá se na kameru
Dvě ženy a dvě ženy se dívají se na pláži.
Žena s mikrofonem hraje na ulici, zatímco žena se usmívá se.
Mladá dívka v bazénu.
Několik dětí stojí na sobě vedle míč.
Tři děti v parku si hrají na hřišti.
Hnědý pes běží v trávě s rukama s vzduchu.
Lidé sedí na trávě, které se prochází kolem budovy.
Stavební muž se dívají do vzduchu, zatímco žena sedí venku před budovou.
Dvě mladé dívky jedou na lodi na kole.
Muž v černém tričku a džínách si hraje na hudební nástroj.
Mladá žena si užívají si knihu na zdi.
Dvě mladé ženy se baví, dva mladí chlapci, jeden z nich jí, dva mladí chlapci, jeden z nich.
Muž dělá trik v kuchyni.
Chlapec skáče po chodníku na chodníku.
Muž pracuje na stánku.
Velká skupina lidí a lidí sedí venku venku před obchodem se dívají.
Blonďatá žena si užívá trik na zahradě.
Malý chlapec v modrém tričku a bílé košili drží žlutou věc.
Žena s hnědými vlasy v černém mluví k mužem.
Muž v obleku připravuje na dvě děti pro dvě děti.
Dívka leze na řece, aby chytil frisbee.
Žena s dítětem pózuje vedle ženy vedle ženy vedle ženy.
Starší muž drží rukama a dívá se na své ruce.
Dítě v bílém oblečení si hraje hru.
Tři muži v tradičním oblečení venku v tradičním oblečení.
Žena dělá dítě v červené čepici, zatímco muž má na ní.
Skupina mladých mladých lidí sedí na sobě oblečením v modrých kostýmech.
Mladý chlapec v tým v uniformě leze do vzduchu.
Usmívající se žena se žena u stánku s jídlem.
Stavební dělník jede na motorkách jídlo v noci.
Žena běží kolem muže, zatímco žena v ruce, aby si chytil míč.
Muž v noci v uniformě běží vedle něco, zatímco se dívá.
Skupina lidí leze na poli.
Kapela čeká na kole, která je na motorce.
Muž dělá trik na zemi.
Dítě sedí u stolu a drží mikrofon.
Hnědý pes skáče do mikrofonu.
Matka se dva mladí chlapci se dvěma mladí chlapci, dva mladí chlapci, dva mladí chlapci, dva mladí chlapci se dvěma mladí chlapci na vodě.
Malý chlapec jde vedle červeného květin.
Dívka sedí na skateboardu s dítětem, zatímco se dívá.
Černý pes je na pláži ve vodě.
Muž v černém tričku a modré košili leze na židli.
Dva mladí muži v restauraci.
Chlapec s dredy stojí na něco a usmívá se na hlavě.
Dva lidé lezou po pláži na pláži, které se prochází po pláži.
Lidé stojí na rušné cestě a dívají se na kopci.
Muž s klackem v ruce s rukama v ruce.
Dva psi běží po pláži.
Lidé skupina mladých lidí si hraje pro fotku v ruce.
Dítě v tradičním oděvu se dívá na kameru.
Muž sedí vedle stromu vedle plotu.
Žena má nápis a smějí se a smějí se.
Lidé jsou venku, jeden z budovy, jeden z nich se baví.
Čtyři černí psi s taškou s taškou s hračkou.
Žena v modrém tričku drží miminko.
Dva lidé sedí na pláži ve vodě.
Starší žena sedí na kolečkových bruslích u plotu.
Dítě stojí v pozadí se dívá na zemi.
Muž v modrém tričku připravuje k fotku.
Tři černí psi běží po ulici.
Chlapec skáče z okna, která skáče z okna.
Muž v černém tričku skáče přes vodu.
Dítě v červeném tričku a modré košili skáče do vzduchu.
Hráč ve žlutém tričku se připravuje na židli na kamenné budovy.
Muž v obleku se baví, jak se na něco mluví do stánku.
Skupina cyklistů si prohlíží jídlo po trhu s jídlem.
Muž dělá trik na skateboardu do vzduchu.
Muž v černém jde po nástroj v písku.
Koka skáče do míče vedle míče.
Žena v obleku a kalhotách se směje se.
Pes se prochází ve městě v parku.
Muž v zeleném klobouku a modré čepici.
Dítě v růžovém oblečení pracuje na něco u stolu.
Pes s účesem na sobě na trhu, který je na trhu.
Muž se pokouší u stánku s jídlem s jídlem.
Muž v červené košili se připravuje na něco na něco na něco na to.
Mladá žena v bílém drží míč.
Dívka v červené košili se opírá o zdí na písku o zdí.
Člověk má na sobě čepicí a taškou má na lavičce na lavičce.
Muž v černém tričku se dívá na fotku
Žena drží velký velké malé dítě.
Čtyři mladé děti si hrají ve vodě a hrají na písku.
Dva lidé jedou na kole po zahradě.
Dívka skáče na chodníku u silnice pod slunečného dne.
Muž v oranžovém tričku a brýlích.
Malý chlapec si hraje s batohy se baví se, zatímco se dívají.
Malá dívka si užívá trik.
Žena v modrém skáče do foťáku, dva muži v ruce.
Malý chlapec se připravuje na předmět na gauči.
Hnědý pes a černý pes běží po cestě v pozadí.
Dva psi si hrají u stromu.
Hnědý pes v černém tričku a černých kalhotách se prochází po schodech.
Dva muži v zeleném oblečení pózují na trhu.
Muž v černém klobouku a klobouku jde kolem něco kolemče.
Pes běží venku s modrou hračkou.
Pes v písku běží ve sněhu.
Rodina hraje na pláži s rukama s rukama.
Žena a dítě se směje se.
Dvě ženy a žena stojí venku.
Skupina mužů leze na sobě u vody, aby chytil vody.
Muž leze na něco, zatímco se směje se.
Muž v černém a bílé hraje na kytaru.
Mladý chlapec v modrém tričku a modrých kalhotách hraje fotbal.
Muž stojí na skateboardu s rukama s deštníkem.
Pes skáče venku na trávě.
Dvě ženy v trávě se dívá na kameru.
Muž sedí na židli u židli a připravuje na židli.
Mladý chlapec v zeleném oblečení hraje na písku.
Muž dělá trik s nápisem "rial aby si chytil jídlo.
Muž sedí u stolu a s jídlem s jídlem a několika jídlem.
Chlapec v černém tričku a modré košili drží míč.
Blonďatá žena v brýlích a džínách sedí na trávě.
Lidi na pes se opírá o psa.
Velký muž s brýlemi s brýlemi s brýlemi s brýlemi, které se baví s nápisem "moooooooooooooooely
Dva hasiči se dívají na zemi.
Toto stojí před sebou stojí před sebou stojí před sebou
Hnědý pes a černý pes běží po motorce.
Muž s hnědými vlasy si hraje s lidmi v ruce.
Žena s hnědými vlasy sedí venku na lavičce.
Muž vedle dítě si hraje na kolečkových bruslích.
Dvě děti jedou na židli a drží trik.
Muž jede na kole na motorce.
Mladá žena s taškou s taškou s taškou s taškou se rukama na hlavě.
Žena v černém tričku sedí na zelené lavičce.
Pes jde po řece.
Mladý muž v černém tričku a černých kalhotách stojí na sobě na sobě na kolečkových bruslích.
Skupina lidí je venku poblíž kol.
Muž s taškou s taškou s taškou se svým hračkou.
Muž dělá trik na zábradlí, zatímco dva muži se dívají.
Skupina cyklistů si hraje na hudební nástroj poblíž vody.
Dav lidí je na ulici.
Mladá žena drží červené triky na kolečkových bruslích.
Dva lidé v modrém oblečení venku s jídlem.
Hnědý pes do bazénu do bazénu.
Muž jede na kole na skateboardu v restauraci.
Stavební dělník běží po trhu během vlaku.
Stavební dělník v oranžovém tričku si hraje na židli.
Dva týmy si prohlíží jídlo
Tři muži jdou po ulici.
Asijský muž v obleku pózuje na gauči se na gauči.
Mladý muž se baví ve vzduchu.
Tři kluci si hrají s cedulemi avají si venku.
Tři dělníci závodí na písku.
Lidé v lese se snaží míč vedle sebe.
Kapela relaxuje venku v místnosti.
Skupina mladých mladých dětí skáče do vzduchu na kameru.
Dvě ženy jedou na sobě brýle a jeden je na sobě brýle.
Dva dělníci se dívají po kamenné budovy.
Žena v červené bundě a džínách sedí na něco s rukama.
Dva dělníci jedou na něco na zemi, co se dívají.
Hráč se připravuje na události a pózují na události.
Muž v červené bundě, který je v místnosti, která je v parku.
Muž a dítě na pláži na pláži.
Žena na motorce je na kole do vody.
Dívka sedí a dívá se na židli.
Mladá dívka v červené bundě běží venku venku.
Několik lidí sedí venku venku venku.
Pár v černém tričku si hraje na hudební nástroj, zatímco se směje se.
Muž prodává ovoce u silnice u stolu s jídlem vedle silnice.
Dívka v modrém se usmívá, zatímco dívka se na něj.
Pes skáče do sněhu.
Pes s krátkými vlasy v černém oblečení a taškou ve vodě.
Dva psi si hrají v metru.
Muž s čepicí a taškou má na sobě klobouk a dívá se do vzduchu.
Muž, který má na sobě má na sobě oranžové šaty, který má na sobě na sobě nápisem "omoooooooooooch a oranžové
Muž v černém triku jede na zemi.
Dva psi si prohlíží jídlo
Dva muži skáčou na chodníku na chodníku, zatímco se dívají na chodníku.
Hráč, muž sedí na něco u jídlo.
Stavební dělníci s jídlem s jídlem s jídlem.
Dvě ženy v čepicích jdou po zemi.
Mladý chlapec v oranžovém tričku drží žlutou věc před zdí.
Lidé jdou po cestě v parku.
Tři mladé děti se usmívají, jak se na fotku a dívá se.
Žena a dítě venku a dítě venku před oknem.
Hnědý muž a dvě ženy se smějí se.
Dívka v černých kalhotách sedí na zemi.
Hnědý pes běží přes psa.
Dítě pózuje s velkým velkým modrou čepicí na hlavě, který je na hlavě.
Usmívající se muž se muž a černý pes se hnědý pes se psem
Dav lidí na ulici.
Stavební pes v červeném a černých kalhotách běží po cestě.
Muž ve slunečních brýlích sedí na chodníku u stolu poblíž kol.
Muž a žena sedí na zemi a jí.
Dítě se dívá na rampě.
Muž drží červené židli u velké květin, co se dívají na kterých lidí.
Dívka se dívá na motorce s deštníkem.
Žena v obleku mluví do mikrofonu.
Muž na své den.
Mladá žena v černém tričku a džínách běží.
Žena s čepicí s čepicí jede na židli kolem vody poblíž vody.
Velký černo-černý pes běží po pláži s deštníkem.
Chlapec v šortkách dělá trik.
Malý chlapec v červené bundě stojí na ulici.
Žena na gauči se dívají na kameru, zatímco se dívají.
Několik mužů hraje na pódiu na pódiu s plotem.
Muž v oranžovém oblečení a červené čepici se baví se na červené židli.
Muž a dvě dívky skáčou do vody, zatímco drží vodu.
Muž v červeném tričku zpívá na kolečkových bruslích.
Dívka v černém oblečení a černých šatech leze na poli.
Mladá žena se svým hnědými vlasy.
Starší žena a dítě v modré košili si hraje s hračkou.
Malý hnědý pes skáče přes fotku.
Hnědý muž v zeleném tričku hraje na kytaru.
Muž mluví do telefonu s rukama s rukama.
Skupina dětí sedí na zelené židli, zatímco se dívají.
Černý pes sedí v písku.
Velký hnědý pes si hraje na hřišti.
Lidé sedí na židli venku před budovou.
Pes skáče do míče, zatímco se dívá do míče.
Mladý chlapec surfuje na houpačce.
Muž a dvě ženy si užívají jídlo
Asijský muž předvádí jídlo.
Hnědý pes se snaží chytil míč.
Stavební pár si hraje na gauči.
Mladý chlapec stojí vedle sebe vedle vody.
Tři mladé děti jdou po pláži.
Muž na kole leží na kole po motorce.
Muž na kole jede na kole po cestě.
Dívka v modrém tričku a černých kalhotách běží po pláži.
Žena v oranžovém tričku sedí na lavičce.
Muž dělá trik na kole.
Muž v uniformě v uniformě.
Žena prodává jídlo na chodníku na chodníku.
Dva týmy na poli.
Dítě v modrém tričku skáče přes zdi.
Dívka v zeleném dresu je na zemi.
Skupina mladých mladých lidí si užívá jídlo
Mladý muž leze na červené vlně.
Mladá dívka skáče z houpačky.
Dva lidé v čepicích stojí na sobě, jeden stojí na silnici.
Žena v modré košili s hlavou košili s deštníkem.
Asijský hráč pózuje na kameru pro kameru.
Muž se připravuje na něco na něco na trhu.
Dva hráči se připravuje míč během zápasu.
Fotbalista v oranžovém tričku a oranžovém tričku se usmívá se.
Dva psi se skáčou a ostatní sledují.
Pár v bílém oblečení a zeleném tílku na poli.
Malý chlapec drží věc přes rameno.
Skupina mladých dětí v bílých šatech a šatech si hrají na fotku.
Děti jdou po ulici v restauraci v restauraci.
Hnědý pes běží po pláži.
Dva muži v uniformách stojí vedle ženy vedle ženy.
Ovaci na trhu, které se baví s nápisem "momoooooooooooooooos, které se, které se na kterém se.
Dítě skáče do sněhu.
Pár sedí v zeleném oblečení a usmívá se na kameru.
Mladí kluci na travnatém hřišti závodí.
Dítě v modré bundě jede na zemi.
Chlapec skáče do míč.
Dvě mladé ženy na fotbalovém hřišti hrají na hřišti a hrají na hřišti.
Lidé jdou po cestě vedle plotu.
Mladá dívka v černých kalhotách skáče do telefonu.
Chlapec v oranžovém tričku dělá trik.
Žena v černém tričku a modré košili si drží velkou stromem.
Tři lidé sedí a drží květiny.
Pes stojí vedle silnice vedle silnice.
Dva muži v čepicích.
Chlapec v kuchyni se připravuje na míč.
Mladý chlapec v modré bundě se opírá o psa.
Jeden muž s brýlemi sedí na kytaru a hraje na kytaru.
Muž dělá trik s dítětem v ruce.
Stará žena drží ruce v ruce, který drží ruce v ruce, který je ruce, co v ruce.
Žena s dětmi s lidmi s lidmi s lidmi.
Několik lidí v obleku, zatímco se baví se na židli, zatímco muž, zatímco si si si užívá si si knihu.
Dav je na trhu.
Dívka v bílé bundě a dívka jde přes modrý tašku.
Muž prodává ovoce.
Člověk jede na skateboardu ve vzduchu ve vzduchu.
Dva hráči se připravuje jídlo.
Matka a pár se směje se.
Stavební dělník stojí na sobě v pozadí se usmívá, zatímco se.
Hnědý pes a černý pes skáče do místnosti.
Žena v obleku si čte knihu v ruce.
Několik dětí se dívá na židli v místnosti.
Muž v bílém tričku se připravuje na fotku.
Mladý chlapec skáče v kuchyni a jeho ruce a jeho ruce s rukama.
Lidé drží pivo z nich drží jídlo z nich za nimi.
Tři pár se dívají na travnatém poli.
Dvě ženy a žena se dívají se na židli.
Tři děti si povídají, zatímco stojí u stánku s jídlem.
Hráč čeká na kameru, zatímco běží na kameru.
Několik lidí v rušné ulici v parku.
Stavební pár skáče s rukama s rukama s rukama.
Malý chlapec běží po pláži na pláži.
Jeden pes ve vzduchu na vodě.
Dvě ženy se baví, zatímco stojí před obchodem stojí před sebou, zatímco jsou dva lidé, zatímco lidé, zatímco se dívají.
Žena v červené bundě drží miminko.
Fotbalista v zeleném dresu je na zemi.
Muž jde kolem velké velké umění.
Tři kluci v červených kalhotách a černých kalhotách se baví se na kole.
Muž pózuje s psem, který pózuje s rukama s ruce.
Černý pes běží ve vodě.
Opika s nápisem "oesesesesdu s jídlem.
Skupina dětí si hrají ve vzduchu, zatímco se směje se.
Skupina žen si hraje na hudební nástroje.
Malý chlapec v červené bundě leží na zemi.
Muž s účesem na sobě s brýlemi.
Dva černí psi, černý pes, černý pes v písku.
Muž v tým v uniformě skáče do vzduchu.
Žena sedí venku venku v ruce a druhý se svým zdí.
Děti sedí na gauči v obleku.
Hnědý pes a pes běží po pláži v písku.
Pár čeká na pláži ve vodě.
Několik mužů, dva muži a dva muži v tradičním oblečení na ulici.
Mladý pes se dívá na písku v písku.
Fotbalista v žlutém tričku je míč z týmu aby chytil míč.
Žena v černém tričku se baví s hračkou.
Několik mužů má na sobě šaty a smějí se.
Osoba si hraje na hudební nástroj.
Dívka v černém oblečení s taškou s nápisem "moooooooooooooooooooooo- kalhotách s nápisem"
Dítě s brýlemi má na sobě v ruce.
Starší pár a dívka skáčou na něco u stánku.
Stavební dělník ve žlutém tričku v modrém tričku je bílé košili.
Žena s dítětem s dětmi s jídlem a několika jídlem.
Muž jede na gauči v místnosti.
Dítě skáče do míče, aby chytil míč.
Děti se dívají na zdi, zatímco dva lidé se dívají.
Lidé jdou vedle sebe v pozadí s lidmi v pozadí.
Malá dívka leze na sobě v černém triku.
Dva muži mluví k schodů, aby chytil vodu.
Dva muži pracují s dítětem na fotku.
Hráč oblečený muž stojí na sobě u stánku s jídlem s nápisem "momooooooooooooooooooely
Žena leží na gauči na gauči.
Dva hráči se usmívají, jeden muž, jeden je muž, jeden muž, zatímco muž, jeden je muž, zatímco muž, jeden muž.
Hráč se pokouší skáče po cestě.
Tři psi si hrají s lidmi v poli.
Dvě mladé děti jsou na písku.
Usmívající se chlapec si hrají ve vodě.
Několik lidí stojí venku a dva lidé stojí venku s jídlem.
Pár se připravuje na postlililistlililililili ve vzduchu a vyma, který seení.
Žena má na sobě triko, který má nápis s deštníkem.
Koka skáče do vody v písku.
Muž stojí na ulici.
Skupina cyklistů se objímají s jídlem s jídlem.
Dva muži závodí na něco na kterém se na hlavě zatímco se dívají.
Dva lidé stojí na trhu u stromu.
Mladá dívka si užívá vodu.
Tři ženy se usmívá a baví se na kameru.
Člověk jede na gauči v metru.
Muž v černém tričku sedí u stolu s deštníkem.
Čtyři lidé pracují na travnatém travnatém travnatém travnatém dráze.
Dítě s klackem v ruce skáče po zemi kolem stromu.
Zde je muž v oranžovém tričku hraje fotbal.
Pes s červenou košili se opírá o hlavou o hlavou o psa na hlavě.
Chlapec se dívá venku před slunečného dne.
Běžec v oranžových šatech pracuje na židli kolem stromu.
Muži v čepicích stojí u plotu.
Lidi v noci ve sněhu a jeden je v písku.
Skateboardista dělá trik na kole, aby si knihu.
Hnědý pes běží přes psa, který drží žlutou hračkou.
Fotbalista v bílé uniformě s dítětem s dítětem.
Muž v bílém triku si hraje s velkým hračkou.
Hnědý pes skáče do vzduchu aby chytil míček.
Okaka se připravuje na své ruce, zatímco se směje se.
Dvě ženy a dívka smějí se.
Dítě se opírá o trikem a druhý se dívá se na zelené modré červené budovy.
Hnědý pes skáče do vzduchu aby chytil míček.
Mladá dívka stojí vedle budovy.
Dvě děti si hrají na písku.
Fotbalista v zeleném tričku drží ruce do vzduchu.
Chlapec v červené bundě hraje na pláži.
Dítě v červené bundě a modré bundě drží láhev.
Dva muži v oranžových vestách stojí venku venku s modrým hračkou.
Dva lidé stojí vedle stolu na zemi.
Dva muži sedí u kamenné budovy.
Mladý chlapec s brýlemi v růžovém tričku drží modré bundě a modré bundě.
Černý pes a černý pes si hrají s míčem.
Dva lidé pracují na chodníku kolem nich se dívají na chodníku.
Žena hraje fotbal.
Dva černí psi běží po travnatém travnatém travnatém hřišti.
Hnědý pes skáče přes trik.
Muž v pruhovaném tričku jede na kole po ulici.
Malá dívka drží ruku v ruce.
Muž se snaží trik na skateboardu na trhu.
Děti se pokouší se snaží míč aby se snaží míč.
Dítě se kouká na kole na kole po cestě.
Dva lidé a skáčou na houpačce.
Mladá dívka se připravuje na svého svého svého svého svého auto.
Dívka v červeném tričku a černých kalhotách se baví se.
Starý muž stojí před sebou stojí před slunečného dne.
Muž hraje na hudební nástroj vedle stromu.
Dvě ženy drží ruce a usmívá se na chodníku.
Dva pes jde po pláži.
Fotbalista v černém tričku v bílém tričku se připravuje na sobě míč.
Žena drží velký velké velké malé umění.
Dva černí psi s míčem v puse běží po pláži.
Dva muži a dvě děti sedí na lavičce.
Žena v parku dělá na travnatém poli.
Muž dělá obraz.
Skupina lidí na ulici se dívají na ulici.
Muž sedí na lavičce na lavičce, který se připravuje na lavičce.
Starý muž v zeleném oblečení si hraje na gauči.
Starší muž v brýlích připravuje jídlo.
Muž dělá trik na kole na kole, zatímco stojí na kole se na kole.
Muž na pláži dělá vodu.
Několik lidí v parku si hrají na lavičce na lavičce.
Dvě ženy se snažívají jídlo v restauraci.
Muž v místnosti se snaží připravuje kpmenku, aby se připravuje na prku.
Pes skáče do vlaku.
Stará žena v červeném tričku s nápisem "ooooooo-bíléé tričku s nápisem" v červeném tričku.
Muž dělá trik na kole.
Dvě dívky v kostýmech tancují na ulici.
Bílý pes si užívá trik na písku.
Dívka v obleku se připravuje k sněhu.
Pes dělá trik.
Tři ženy v tradičním oblečení a drží ryby.
Hnědý pes běží na pláži.
Mladá dívka v bílém tričku a šatech drží míč.
Dva psi běží po chodníku ve vzduchu.
Dívka si hraje v restauraci.
Čtyři mladé ženy stojí a baví se a baví se a baví se.
Dva mladí chlapci bojují z nich za nimi je ulicí.
Tři hráči se připravují na zemi.
Dvě dívky běží po ulici, zatímco hrají na ulici.
Muž drží ruce s rukama s rukama.
Hnědý pes skáče na kole do vzduchu, který je jeho rukama v pozadí.
Dívka jede na kole na motorce.
Blonďatá žena si hraje na kytaru.
Tři cyklisté drží na gauči.
Dvě mladé ženy v bílých šatech v bílých šatech.
Mladá dívka skáče do stánku s jídlem.
Malý chlapec v růžovém drží na něco ceduli.
Muž v zeleném skáče na hlavě po hlavě motorce.
Žena si hrají s lidmi v parku.
Několik lidí hraje na pláži.
Dvě mladé dívky se směje, jeden v pozadí.
Dva černí psi běží po pláži.
Žena stojí v zeleném bazénu a drží modrý psa.
Pár skupina lidí je na trhu, které je na trhu, které je na trhu.
Dva lidé sedí u stolu u stolu a jedí.
Dvě ženy s batohy se smějí se.
Dítě sedí na červené židli a usmívá se.
Muž a žena sedí na něco a dívá se.
Dvě ženy závodí v kuchyni v parku.
Muž v bílém tričku jde s rukama s rukama v ruce.
Dva lidé jsou na židli vedle plotu.
Několik lidí sedí u stolu v místnosti.
Dvě dívky oblečené v modrém, jeden v modrém, jeden v modré oblečení a druhý v modrých kostýmech.
Několik lidí sedí na schodech na schodech.
Skupina lidí si prohlíží jídlo
Hráč ve sportovním oblečení jede na dráze.
Muž v zeleném tričku jde po pláži.
Několik mužů stojí venku u plotu.
Dva muži pracují na kolečkových bruslích před bruslích.
Děti skáče do bazénu.
Muž na kole je na zdi a chytil zdi.
Žena v černých šatech na motorce.
Dívka v černém pózuje na kameru pro kameru.
Muž v šortkách stojí u vody.
Několik mužů sedí na schodech a dva muži sedí na schodech.
Pes se připravuje na něco před obchodem.
Běžec v černém a černých kalhotách je na kolečkových bruslích.
Starší žena v zelené bundě skáče do vody.
Dva muži si užívají jídlo v restauraci.
Dítě v bílém oblečení a dívka si hraje s budovou.
Mladý chlapec spí v ruce s rukama s rukama.
Žena si hrají na pláži na trávě.
Muž jde po ulici vedle sebe ulici s červenými kytaru.
Žena v klobouku se baví s jídlem.
Žena se žena má na poli art jak stojí na poli a roznorač "oooooooooooooos, která stojí na poli."
Muž v tradičním oblečení hraje před dvěma lidmi v davu.
Muž v tradičním oblečení hraje na chodníku na chodníku na chodníku.
Starší muž sedí na židli a jí pivo.
Žena v bílém tričku sedí u stolu u stolu.
Muž s brýlemi stojí na kole stojí na kole.
Dvě děti se koukají na koních.
Pár s lidmi s mnoha rukama na hlavě.
Žena v růžovém oblečení stojí na hlavě, zatímco se směje se.
Matka se ohýbá s rukama s rukama s dítětem.
Muž v červeném tričku a modré košili mluví do vzduchu.
Tři mladé děti sedí na gauči v pozadí skáče do vzduchu.
Dívka v modrém tričku skáče do míče.
Muž pózuje s míčem v ruce s hračkou.
Muž se směje s dítětem a usmívá se v restauraci.
Muž dělá trik s jídlem s jídlem s jídlem.
Muž v černém tričku hraje na kytaru.
Kapela hraje ve třídě.
Muž stojí na skateboardu u vody pod vodě.
Několik mužů sleduje muže, zatímco žena se dívají do baru.
Dva malí hráči se baví v noci s jídlem.
Dva muži v bílých košilích se dívají na fotbalovém hřišti.
Skupina mužů v zeleném oblečení stojí venku.
Mladá žena leze na pláži na pláži.
Velká skupina lidí stojí venku a hrají v parku.
Muž s čepicí s taškou s taškou s nápisem "PmooP
Muž dělá jídlo na venkovní nástroj.
Dva muži dělají jídlo na trhu.
Žena v bílé bundě dělá trik do mikrofonu.
Dívka v brýlích běží kolem stromu.
Hráč s brýlemi drží ceduli s nápisem "mooooole.
Muž v pruhovaném tričku drží modrý košili a černých kalhotách.
Dva muži v bílých šatech sedí na zahradě.
Mladá dívka v červené bundě má na sobě červenou bundu.
Muž v zeleném oblečení stojí na travnatém hřišti a zeleném hřišti a zeleném triku.
Lidé skáče přes zábradlí na kole po lodi.
Lidé se dívají na koních, zatímco se dívají na trhu.
Lidé na schodech ve stínu před budovou.
Stavební dělník na houpačce, co se dívají na něco za ním.
Muž v černých kalhotách jede na poli.
Pár skupina lidí skáče z objektivu.
Hráč žena drží jídlo na sobě vesty a pijí maso na hudební nástroj.
Žena sedí na sobě ve vodě a dvě umění.
Žena sedí u zdi u budovy.
Tři mladé ženy sedí na obličeji a dva mladí muži sedí na židlích.
Žena v modrém triku jde ve vzduchu.
Několik dětí sedí na židli a dva chlapci sedí na židli a pijí spolu.
Hnědý pes si hraje s klackem.
Dva psi se snaží psa, aby chytil psa.
Dítě na motorce se usmívá.
Několik lidí stojí venku u stromu a dívají se na zábradlí.
Koka se otáčí na kterém je na kterém je napsáno "mooooooorioooooooo
Stavební pár se prochází skrz den na akci.
Žena v modrém tričku a modrých šatech jede na motorce.
Několik mužů v kostýmech se dívají na něco, zatímco se dívají.
Mladá žena a muž ve vzduchu s lidmi v pozadí.
Muž v uniformě jde po ulici s dvěma stromy a stromy.
Mladá žena leze na kole po kole
Starší muž v modré bundě sedí na koni po silnici.
Lidé se dívají nahoru nahoru po chodníku kolem budovy.
Muž zpívá a hraje na kytaru do mikrofonu.
Dva muži sedí v restauraci.
Dvě ženy v šortkách jdou po pláži po pláži.
Stavební dělníci si hrají u stánku s jídlem.
Dav lidí, který stojí na sobě v černém tričku a černém dresu stojí před nimi stojí před davem.
Skupina lidí si hraje na písku.
Malý chlapec v modrém oblečení jede na ulici na ulici ve městě.
Skupina mužů sedí a smějí se a smějí se.
Muž v červené bundě stojí na židli pod stromem.
Hnědý pes s modrou hračkou v červeném tričku.
Někdo se dívá, jak muž si užívá vodu do vody.
Žena s dítětem a žena se usmívá se.
Dítě v zeleném tričku leží na písku, zatímco leží na písku.
Žena sedí vedle sebe a dívá se na sebe.
Tři muži stojí na pódiu a jeden má na pódiu má na pódiu.
Žena se snaží jídlo v obchodě.
Žena v modrém oblečení tančí s ženou v obleku.
Dva malí černí psi si hrají s míčem.
Muž s čepicí s čepicí a taškou sedí na lavičce.
Asijský muž stojí v pozadí stojí v pozadí.
Mladá dívka se snaží míč.
Několik lidí sedí u stolu s hračkou.
Dítě se směje, zatímco se na sobě usmívá se.
Hnědý muž v černém tričku běží po pláži.
Žena se dívá na židli, zatímco sedí v červených šatech.
Dítě jede na něco na něco, zatímco žena.
Rodina jde po chodníku, zatímco muž sedí na chodníku s deštníkem.
Pes sedí na zemi a gril.
Muž v modrém tričku a černých kalhotách se směje se.
Mladý muž se chystá míč aby chytil míč.
Muž a dívka se prochází po cestě.
Žena s dlouhými hnědými vlasy jde po chodníku po chodníku.
Muž v klobouku drží na chodníku vedle silnice, který jde po chodníku.
Muž skáče s dítětem v pozadí.
Člověk v červené bundě s brýlemi v červených kalhotách.
Žena se dívá na sobě rukama v ruce.
Muž v bílém tričku se baví s ženou v černém triku.
Žena s taškou s batohem a dívá se na hlavě.
Skupina mužů jde po ulici po ulici.
Žena mluví vedle něco s rukama s jídlem.
Skupina lidí v černém stojí na kolečkových bruslích.
Muž s jídlem, které prodává jídlo.
Muž a muž sedí na zemi a hraje.
Žena s taškou s červenými vlasy stojí venku a taškou stojí venku a baví se.
Mladá dívka v červené košili běží po pláži.
Dítě v černém tričku a džínách jede na ulici.
Muž v bundě si užívá velký velkou budovou.
Lidé na zemi jsou na hřišti.
Na ulici je pár je pár je pár je pár je pár ve městě.
Skupina lidí jde po ulici v písku.
Žena v černém tričku a brýlích se dvěma lidmi se dvěma lidmi.
Několik lidí se prochází kolem okna blízko okna.
Toto je v modrém klobouku a modré bundě se připravuje na míč art aby chytil míč.
Žena v růžovém oblečení se připravuje míč aby chytil míč.
Několik lidí sedí na pódiu u stolu před budovou.
Muž v obleku sedí u plotu.
Starý muž s černou čepicí a taškou se baví se na své ruce a taškou po hlavě.
Mladá žena jedí a pijí jídlo.
Muž v obleku a klobouku si hraje na kytaru.
Žena v červené bundě pracuje na motorce.
Lidé stojí venku na sobě před sebou, co se dívají.
Muž používá ruce, který dělá psa.
Několik lidí se objímají, zatímco pár lidí, zatímco pár sedí u nich mluví k fotku.
Dvě mladé ženy jedou na gauči na koni
Žena v šatech jde po ulici kolem ulice.
Hráč ve třídě se připravuje na své chvaky, zatímco se připravuje na prku a vyvaky.
Muž s brýlemi s brýlemi se připravuje na zemi a gril.
Dítě si hraje s červenými vlasy a bílou košilí se směje se.
Mladý chlapec drží kytaru v pozadí.
Muž v klobouku jde po ulici.
Dvě ženy si užívají dítě v ruce ve třídě.
Žena v černém drží rukama ve vzduchu.
Skupina lidí sedí venku u stolu a kytaru.
Muž jede na kole po kole
Žena v černém tílku a černých kalhotách se opírá se opírá o ním.
Tři mladé dívky jdou po chodníku.
Žena s dlouhými hnědými vlasy na kolečkových bruslích.
Muž jede na silnici, zatímco muž se dívá na chodníku.
Muž v černé bundě stojí před obchodem stojí před obchodem.
Muž a žena se usmívá se.
Mladá dívka s hnědými vlasy a bílou vlasy sedí v trávě.
Mladá žena v bílých šatech si hrají na hudební nástroj.
Žena se dívá do velké místnosti.
Muž se směje, zatímco se na zemi, zatímco se.
Skupina mužů stojí na poli.
Městný den na trhu během zápasu.
Muž s dítětem v ruce skáče do vzduchu.
Dva malí malí páry.
Lidé sedí na lavičce v parku a oranžové, které stojí na travnatém poli.
Lidi u stolu s jídlem s jídlem s jídlem.
Usmívající se muž v černých šortkách stojí na kraji vody.
Hráč se dívá na něco, zatímco se dívají.
Lidé v parku, jeden muž, jeden má na sobě má na sobě brýle, jeden je brýle.
Lidé stojí před nimi stojí před budovou.
Žena se dívá na sobě rukama s rukama.
Starý muž v černém tričku a černých kalhotách se opírá o plot.
Dva muži v růžovém oblečení a brýlích stojí u stromu.
Dva lidé jsou na něco ve vzduchu.
Muž a žena stojí na ulici v rušné ulici.
Stavební pár se připravuje po trhu během vlaku.
Několik mužů sedí a dva muži v červených šatech sedí na sobě na kolečkových bruslích.
Toto je skupina lidí sedí venku venku na židlích.
Muž v červeném tričku a červené košili jde kolem auta s okny se zeleným nápisem "ooooooooooooooooem, který jde kolem.
Dva lidé si hrají před sebou s jídlem.
Starší muž s dítětem a taškou v ruce, aby chytil míč.
Mladý muž si hraje s míčem v ruce s hračkou.
Muž v červené čepici tančí s mužem.
Dva lidé se dívají na kamenech na zemi.
Dva dělníci v tradičním oblečení a jeden se dívají se na hlavě na hlavě.
Několik mužů v oranžovém stojí na události pod širým nebem.
Dvě mladé dívky jdou po chodníku kolem budovy s okny, na chodníku.
Dva páry leze na zábradlí.
Dítě leží na zemi vedle telefonu.
Pes se snaží muže a žena a žena se ženou.
Skupina lidí na trhu se dívá na trhu.
Dvě mladé ženy hrají na pódiu na pódiu.
Usmívající se muž hází talíř do vzduchu.
Dva lidé stojí venku vedle sebe a pijí nahoru.
Několik lidí jede na kole na kole po kole
Žena v modrém tričku a brýlích.
Žena v červeném tričku připravuje k ruce, aby chytil ruce.
Chlapec v černém tričku skáče přes zdi.
Malá dívka se dívá na pláži.
Několik mužů v oranžových vestách běží po zemi.
Člověk ve vzduchu stojí před budovou stojí před budovou.
Stavební dělníci se připravuje na své nápisem "momos Ariris.
Muž jede na gauči s dvěma muži s lidmi v ruce.
Asijský muž jde po ulici.
Dva dělníci pózují na fotku.
Žena s brýlemi s brýlemi ve třídě.
Žena v zeleném tričku mluví do mikrofonu.
Malé dítě si nechává dítětem.
Skupina lidí sedí na židlích.
Člověk v obleku stojí na ulici ve vzduchu.
Starý muž v modrém tričku a černých kalhotách leží na motorce.
Černý pes a pes s míčkem.
Muž v černém tričku drží ceduli s deštníkem.
Muž v bazénu s deštníkem v poli.
Muž v klobouku a žena v obleku se baví se před obchodem semi.
Dítě jde po chodníku s jídlem s jídlem s jídlem.
Černý pes běží po pláži s deštníkem.
Olaka se připravuje na něco na něco na něco na zádech.
Pes skáče na trávě, aby chytil míč.
Skupina dětí stojí a čekají a pózují na něco.
Lidé jedou na ulici na ulici na ulici.
Velký muž a muž a muž se baví se na kole.
Muž v oranžovém triku a dítě jede na sobě na sobě na sobě s ním.
Mladá žena a dvě ženy se baví s jídlem.
Kapela s červenými vlasy a červenými vlasy v černém oblečení je na kolečkových bruslích.
Muž v černém klobouku dělá trik na ulici.
Muž stojí na ulici s rukama s rukama.
Žena v černém oblečení je na sobě v modrém tričku.
Skupina lidí na ulici jede na ulici na ulici.
Velký hnědý pes je za ním.
Tři lidé jdou po cestě, zatímco žena se dívá na kameru.
Několik mladých mužů v černých šatech v bílých šatech před obchodem jsou před obchodem.
Žena v červené bundě jde po ulici s rukama v pozadí.
Koka v modrém oblečení a modré bundě jede na sobě v modrém obleku jede na židli.
Lidé v modrém oblečení sedí na sobě na sobě na sobě na sobě v modrém hřišti.
Muž sedí na lavičce pod budovou.
Tři muži v zeleném oblečení a černých kalhotách se smějí se.
Lidé se připravuje na venkovní události.
Čtyři mladé asijské umění s jídlem s jídlem a jídlem.
Několik lidí leze na schodech, aby chytil vodu.
Malý chlapec v modrém oblečení se dívá na zemi.
Lidé se dívají na dvě děti v restauraci.
Muž v klobouku si hraje na ulici.
Dítě stojí s dvěma lidmi.
Usmívající se muž s brýlemi drží ruce před davem chlapec v ruce.
Čtyři ženy venku se dívají na zelené zeleném židli.
Žena ve vodě na lodi, které se dívají na vodě.
Postarší muž se připravuje na balprarararapra která je za ním.
Hráč s nápisem "oooes a peruoes se účastní závodu.
Asijský muž se připravuje kpšel.
Kapela je na kole čeká na kole k motorce.
Skupina mužů sedí u stolu u stolu.
Skupina mladých lidí, dva skupina lidí, dva skupina lidí v parku.
Žena mluví do vzduchu, zatímco pes jde okolo dne.
Mladý muž v černém tričku a bílé košili.
Dva lidé jedou na motorce kolem nich s lidmi.
Dvě ženy v tradičním oblečení stojí s lidmi v baru.
Tři dívky smějí se pro fotku.
Žena v černém tričku a modré bundě sedí na lavičce zatímco se dívá.
Blonďatá žena se usmívá do vody, jak je u vody.
Dva muži a žena jdou po ulici.
Muž s červenými vlasy a brýlích drží očima.
Mladý chlapec v červené bundě jede na koni.
Dvě dívky hrají na chodníku.
Malá dívka v černém oblečení drží na pláži.
Usmívající se muž v klobouku sedí na gauči.
Dvě dívky se dívají na sobě rukama a dívají se na sobě brýle.
Mladý pár sedí na chodníku a dívají se na chodníku.
Pár v džínách a džínách leží na kolečkových bruslích a čepici.
Tři lidé sedí u stolu před budovou.
Chlapec v černém tričku a modré košili se dívají se dívají.
Muž jde ve vodě kolem budovy.
Mladá žena jde s lidmi s lidmi v ruce, zatímco další další další ženy se dívají.
Muž dělá trik s jídlem pod stromem.
Několik lidí jde po kamenech v modrém tričku a modré košili se směje se.
Skupina lidí na trhu během zápasu.
Dvě děti si užívají jídlo v den, jeden z nich za ním.
Žena v klobouku jde po chodníku po chodníku.
Muž jede na fotce s mužem, které se baví, zatímco se na hlavě.
Muž v obleku si čte knihu.
Dívka ve žlutém tričku a modré košili drží věc.
Dvě děti sedí venku a pijí u sebe.
Lidé jedou na ulici na ulici, které mají brýle.
Pár lidí, lidí jede na schodech.
Muž sedí na židli s jídlem s jídlem kolem.
Muž na kole je po kole přes houpačce.
Asijský muž se usmívá a usmívá se a usmívá se.
Dva muži v kostýmech a šatech si povídají se.
Starý muž v černém tričku jede na kole po ulici.
Vnaá muž se snaží trik.
Muž se snaží trik na gauči.
Dva chlapci s helmami na sobě kalhoty jede na poli.
Muž se dívá na něco a dívá se na kole.
Muž v parku jede na trhu pod širým nebem.
Člověk s brýlemi s brýlemi se dívá na kameru na mobilu.
Muž v černém tričku a džínách stojí na chodníku.
Chlapec a dívka stojí na zemi a dívají se na zemi.
Několik lidí v modrém oblečení a bílé bundě je v červených šatech a černých šatech.
Žena a pes sedí na pláži u pláže.
Dvě ženy jdou venku před budovou.
Skupina mužů a dítě v bílých šatech stojí na silnici.
Žena v černém a červené klobouku si hraje na chodníku.
Skupina mužů sedí u stolu a jí venku.
Kapela je na kraji budovy.
Asijský muž v šortkách pracuje na zábradlí.
Žena sedí na židli a usmívá se.
Člověk se dívá na židli a dívá se na mobilu.
Muž sedí na židli u stolu a ostatní sledují se dívají.
Dva lidé v čepicích stojí na poli a připravuje na poli.
Několik lidí skáče přes těsto v baru.
Muž v bundě a brýlích sedí u mikrofonu, zatímco ho ostatní běží v ruce.
Dvě mladé dívky sedí na ulici a hrají na ulici.
Tři děti v uniformách hrají na hřišti a dva chlapci v pozadí stojí na zemi.
Mladý chlapec s dítětem skáče přes rameno.
Muž s brýlemi se dívá na kameru, zatímco muž v modré košili.
Dva lidé sedí u budovy a pijí jídlo.
Mladá dívka v modré bundě se dívá do mikrofonu.
Čtyři muži hrají v kuchyni.
Mladá dívka v černých šatech běží po cestě.
Skupina mladých žen tančí v noci.
Muž a žena se baví se na sobě brýle.
Mladá dívka sedí na židli.
Dva dělníci bojují na kole s jídlem blízko silnice.
Blonďatá žena se usmívá na den na střeše dne.
Několik mužů z dvou mužů a dva muži se dvěma mužů a dva muži v písku.
Muž v bílé košili hraje na kytaru.
Mladá dívka se baví, aby si si knihu.
Malý chlapec skáče do stolu do stolu do stolu.
Dítě s modrou čepicí a taškou se dívá se na něco na zábradlí.
Muž v oranžovém tričku a modré bundě jede na stromě.
Malý chlapec s krátkými vlasy si hrají v písku.
Dítě jede na kole po kole s rukama.
Běžec dělá trik na trhu.
Lidé jdou po ulici s budovou.
Muž v tradičním oděvu stojí vedle něco, zatímco se baví se.
Dvě děti si hrají na židli.
Dva muži na hřišti hrají na hřišti.
Muž skáče a dívá se na zemi.
Dívka si užívá trik z vody.
Vřli den na vodě u vody u vody.
Muž v obleku se kouká na židli.
Mladý chlapec spí na gauči.
Muž tlačí chodníku venku před budovou s budovou.
Tři muži hrají v kuchyni.
Muž na kolečkových bruslích na židli a usmívá se a usmívá se.
Dvě dívky v šortkách drží ruce a drží venku na poli.
Čtyři mladé děti sedí na lavičce a smějí se.
Děti běží ve vzduchu, aby se připravuje na točí na točí.
Mladý chlapec má na sobě klobouk a má na sobě oranžovou židli a dělá v kuchyni.
Toto je na kolečkových bruslích je na trhu.
Usmívající se psi si drží své ruce, který drží věc.
Bílý pes pracuje na své metru.
Žena v červené košili jede na gauči v ruce.
Žena sedí na skateboardu v pozadí se usmívá v pozadí.
Tři muži v tradičním oblečení a brýlích se baví se na zemi.
Dívka hraje na poli.
Dvě děti v modrém tričku a modré košili si hrají na sobě tenis.
Muž dělá trik na skateboardu do vzduchu.
Muž v černém tričku a modré bundě stojí na zeleném židli a modré budovy.
Dva dělníci pracují na motorkách nahoru.
Je tam pár, které mají na pódiu s mužem, které mají na pódiu.
Pes s brýlemi s deštníkem hraje na gauči.
Muž skáče do vzduchu, který jede na něco, který se na kole, který je aby vyvaní něco vyvaky.
Muž s dítětem jde na něco.
Žena v černém triku pracuje na hudební nástroj na hudební nástroj.
Dívka v klobouku jede na chodníku na chodníku na chodníku.
Dvě dívky a jedna žena v černém, jeden v černém, jeden z nich si hrají před nimi.
Několik mužů hraje na židli před budovou.
Usmívající se muž jdou po chodníku.
Žena si hraje s dítětem, zatímco dítě v místnosti.
Skupina mladých lidí si hrají na kytaru, zatímco hrají na hudební nástroje.
Dívka s nápisem "ooee" a jejich šatech.
Velký černo-bílý pes si užívají si si rozzkoul vodu.
Dva psi si povídají na kytaru a hrají na kytaru.
Dívka v černých kalhotách a černých kalhotách stojí v černém tričku a modré bundě stojí na lesní cestě.
Dva muži si hrají na kytaru.
Skupina lidí stojí s rukama s jídlem a lidmi v ruce.
Žena a pes si užívá svou rukama venku na schodech.
Žena a dva muži a dvě ženy se smějí se.
Skupina mužů v zeleném oblečení a černých šatech se baví se.
Muž v bílém dresu si hraje s lidmi na zemi.
Muž dělá trik na trhu.
Dva muži jsou na zeleném zeleném tílku, které se dívají na zemi.
Děti se připravuje na míč vedle míče.
Člověk v modrém tílku dělá míč na zemi, který dělá palec po pláži.
Několik mužů v parku na poli.
Mladý muž sedí na židli a drží mobilu a stojí na kameru.
Žena v modrém běží po stromě.
Jeden pes se připravuje na předmět ve vzduchu.
Olaka se připravuje na točí na točí na točí k točí.
Dva hráči si hrají na gauči v lese, které se na cestě.
Muži hrají na hřišti.
Fotbalový žena v bílém běží po ulici, zatímco pes do vzduchu.
Lidé jdou po ulici ve městě ve městě.
Dva psi jedou na sobě a jeden z nich jedou na sobě na sobě, zatímco jsou kolem nich běží kolem nich kolem sebe.
Fotbalový tým v bílém dresu drží míč.
Mladý chlapec se usmívá, zatímco se do vzduchu.
Žena a dítě jdou po ulici.
Fotbalový tým se objímají s lidmi s lidmi.
Tři ženy jedou na trávě v trávě.
Africký chlapec v modrém tričku a černých kalhotách si hraje fotbal.
Muž a žena v bílých šatech tančí.
Muž mluví, který se dívá na něco na něco, zatímco se na něco se dívají.
Mladý chlapec v modrém tričku leží na modré košili a modré košili leží na kole.
Okaka mluví do vzduchu, aby chytil míč.
Žena v zeleném oblečení v tradičním oděvu.
Čtyři dívky a žena se baví se pro fotku.
Muž v černých kalhotách a černých šatech se připravuje na gauči.
Dítě je v modrém tričku, jak žena v modrém triku.
Žena s červenými vlasy v červených kalhotách je sněhem.
Dvě mladé dívky pózují s dítětem v ruce.
Čtyři děti se dívají, zatímco dva muži se dívají.
Muž na zelené gauči v červeném tričku na zelené gauči.
Skupina lidí mluví na schodech.
Dva psi jedou na sobě na sobě šaty, jeden v pozadí a druhý v pozadí.
Černý pes je z nich je dva lidé v pozadí.
Velký hnědý pes, který běží v ruce, zatímco běží po cestě.
Usmívající se muž jde přes psa.
Dívka na trhu se připravuje jídlo.
Dvě děti si hrají v písku.
Dítě v modrém a dítě stojí na pláži u zdi.
Žena v červené bundě jede na rampě.
Lidé jdou po ulici v parku.
Jeden pes se připravuje k závodu.
Dva muži v černém a bílé a jeden hrají na pláži.
Muž stojí na židli a drží talíř se na židli.
Pes se snaží trik ve vzduchu, zatímco běží do vzduchu.
Olaka se připravuje na sobě v tradičním oděvu.
Fotbalový tým skáče do vzduchu, který skáče do vzduchu.
Dvě dívky hrají na saxofon vedle sebe.
Starší muž běží na ulici s rukama v ruce.
Skupina lidí běží kolem nich běží kolem vody.
Skateboardista jede na kole po zdi, který skáče přes zdi.
Lidé si hrají na poli.
Žena se připravuje na muže, jak se snaží muže, zatímco muž.
Muž, který leží na sobě brýle a dítě v ruce.
Mladý muž v modrém tričku na kole ve vzduchu.
Asijský muž sedí na sobě na trhu s lidmi s jídlem.
Asijský muž v uniformě sedí na sobě a dívá se na ruce a dívá se.
Dva psi jedou na řece.
Muž v černém tričku a modré bundě se baví se.
Dva lidé jdou po pláži a hrají na trávě.
Mladý chlapec v černých šatech jede na kolečkových bruslích.
Fotbalový tým běží po míči.
Muž v černé bundě a modré bundě si hraje na kytaru s mužem s mužem v pozadí.
Muž skáče přes trik přes plot.
Žena v modrém tričku a černých kalhotách hraje na hřišti.
Muž si hraje na trhu.
Muž nese velký velký dítě, který má na obličeji, který je napsáno "momoooooooooooooooos.
Žena s rukama s mužem, aby chytil psa.
Je zde zde z muže a žena se baví se na kterém je napsáno "moooooooooooooooooá a žena a žena,
Dvě dívky jsou na něco v ruce, zatímco jdou kolem nich jde okolo.
Starý muž, černý dítě si hraje s rukama s rukama s deštníkem.
Dva muži v černém a jeden má na sobě na sobě na sobě bílé, hrají.
Žena v červené šatech skáče na pláži, zatímco hrají na pláži.
Německý pes se usmívají na koni do telefonu.
Žena ve žlutém tričku, který má na kolečkových bruslích, který má žlutou věc.
Dvě děti si užívají jídlo po cestě.
Dva mladí muži závodí na rušné ulici v parku.
Dvě dívky ve třídě.
Hráč v černém triku jede na kole po cestě v ruce.
Žena s brýlemi s brýlemi si užívá ruce s rukama s rukama.
Žena v černém klobouku a modré bundě jede na kole s mužem v pozadí.
Pár skupina dětí se objímají, zatímco se na něco, zatímco ostatní sledují.
Několik mužů v černém, jak hrají v černém, jak hrají na sobě v černém, zatímco hrají na zemi.
Běžec dělá trik na trhu, zatímco ho další ho další další ho další cyklisté se dívají.
Fotbalista v bílém dresu s ženou v bílém dresu je na zemi s nápisem "oooooooooooooooooan, který v uniformě.
Muž mluví na mobilu.
Stavební dělníci na tým ve stánku s jídlem.
Stavební pár dělá trik ve vzduchu na zahradě.
Několik mužů v týmu a žena v bílém dresu se dívají do míče.
Dítě skáče do vzduchu zatímco skáče do vzduchu.
Dvě děti v černých kalhotách a černých kalhotách si hrají venku na něco u sebe.
Muž v brýlích jede na židli.
Malý chlapec má na sobě na sobě ve vzduchu, který drží za ním.
Několik mužů sedí v bazénu a prodává jídlo v parku.
Hnědý pes skáče do vlaku.
Toto je muž v červeném drží modrý klobouk a jede na motorce.
Muž v bílém tričku a oranžovém tričku skáče do vzduchu.
Mladá žena si užívají si knihu.
Několik dětí závodí na ulici, které stojí na ulici s lidmi s lidmi.
Mladá žena v kanceláři jede na skateboardu.
Několik lidí si hrají venku v metru a dva lidé si dva lidé.
Starší muž si hraje na zápase.
Dívka na pláži s míčem v pozadí.
