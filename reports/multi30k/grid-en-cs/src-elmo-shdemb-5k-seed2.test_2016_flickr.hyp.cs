Muž v oranžovém oblečení jede na něco na něco na něco.
Hráč se připravuje na pláži na pláži před červenou zdí.
Dívka v tradičním oblečení se připravuje na fotku.
Několik lidí v tradičním oblečení a helmách stojí v pozadí je v pozadí je v pozadí.
Lidé se dívají na fotku.
Muž v tmavém oblečení a dvě ženy v sukních stojí před obchodem stojí před obchodem a stojí v kostýmech.
Skupina lidí stojí před obchodem je před obchodem.
Chlapec v červeném dresu se snaží chytil míč, zatímco je na fotku.
Muž sedí na lavičce.
Muž v obleku sedí na židli a drží na židli a drží pivo.
Muž a mladý malé pár si užívají si za slunečného dne.
Muži hrají volejbal s mužem, zatímco jeden se jeden se svým rukama v vzduchu.
Žena drží trik v kuchyni před jídlem.
Muž sedí na lavičce u stolu v kuchyni.
Tři lidé sedí v třídě.
Dívka v černých šatech jde po kole po cestě.
Mladý muž drží rukama v písku.
Žena v černém tričku a černých kalhotách stojí před stolu.
Člověk v modrém tričku leze na houpačce.
Dva muži se dívají, zatímco sledují dívají.
Lidé stojí venku před budovou.
Člověk hraje na poli a hraje na poli.
Žena dělá trik na pláži na pláži.
Muž stojí u stromu před jídlem.
Žena drží rukama, zatímco má na fotku.
Žena v modrém tričku a modré bundě se připravuje na stolu s dítětem s dítětem.
Muž leze na schodech před dvěma stromy.
Skupina mladých dětí pózují u jídlo.
Žena v tradičním oblečení, které má na sobě oranžové oblečení, které má na kolečkových bruslích.
Muž drží ruku, který se dívá na hlavě a dívá se na něco v ruce.
Několik lidí leze po houpačce po travnatém cestě.
Čtyři mladé dívky sedí na lavičce v parku.
Dítě pózuje v vodě.
Tři lidé sedí u stolu u stolu před budovou.
Čtyři dívky stojí na sobě na kole v tradičním oblečení.
Skateboardista skáče na ulici, zatímco muž se prochází po ulici v parku.
Mladý žena si hraje na sobě si hraje na sobě nápisem "momo."
Hráč středního věku na lavičce, který se dívá, který se na kameru, aby se do kamery.
Mladá žena se dívá na fotku.
Starý muž v šortkách stojí na schodech, zatímco stojí na schodech.
Dívka má na sobě oranžové oblečení oblečení plave v vodě.
Muž v modrém tričku a muž v modré košili stojí před budovou.
Lidé sedí venku venku.
Dítě jede na kole s rukama ve vzduchu.
Muž v červeném tričku se připravuje na své hudební nástroj.
Dva muži v tradičním oblečení se připravuje na pláži na pláži na pláži.
Dítě běží s dítětem.
Matka se dvě děti a dva děti jsou venku a dva děti se dívají se na trávě, které se po pláži.
Muž jede na kole na zemi.
Muž v džínách si hraje na pláži.
Lidé jdou po ulici vedle stromu.
Kapela jede na kole na kole, zatímco je dolů.
Velká skupina lidí se dívají na ulici.
Muž na sobě tílku se dívá do vody.
Žena ve slunečních džínách jde kolem ulici s mužem s mužem s brýlemi s brýlemi s brýlemi s rukama s brýlemi.
Muž v modrém tričku sedí na trávě a je na pláži.
Pes se líbá na pláži.
Dva muži v černém na ulici.
Muž v modrém tričku je svou rukama.
Dva muži v čepicích a helmách jdou kolem vody.
Oá tým si užívá jídlo na židlích.
Chlapec si hraje s dítětem s mužem, zatímco se dívá se na ní dívá.
Skupina lidí se dívají na poli.
Muž sedí na lavičce a dívá se do vody.
Chlapec a dvě pár si hraje na písku.
Žena v modrém oblečení sedí na lavičce a dívá se na lavičce a ostatní se kolem něj.
Hnědý pes stojí na pláži.
Žena sedí s taškou sedí s rukama s jídlem.
Muž jede na kole ve ruce v ruce.
Žena se usmívá s dítětem s ženou s dítětem.
Stavební hráč leze na travnatém hřišti a hraje na elektrickou kytaru.
Dítě sedí na zelené židli a dívá se na kole.
Dvě ženy a dvě ženy se dívají na pláži.
Žena s dítětem si hraje na ulici, zatímco se dívá se na ulici.
Mladá dívka plave v bazénu.
Několik dětí stojí u míč a hrají vedle míč.
Tři děti v parku hrají venku.
Hnědý pes jde v trávě s rukama s rukama.
Lidé sedí na trávě, které se prochází kolem budovy.
Muž se usmívá, zatímco sedí v vzduchu, zatímco další žena, zatímco se se dívají se venku.
Dvě mladé děti jedou na kole na kole na kole.
Muž v černém tričku a džínách si hraje na hudební nástroje.
Mladá žena se baví na kole, jak se na kole na kole.
Dvě mladé mladé mladé děti si hrají hru, zatímco z nich se dvěma další ženy.
Muž skáče do vzduchu před davem v kuchyni.
Chlapec skáče po chodníku.
Muž pracuje na stánku.
Velká skupina lidí a skupina lidí stojí venku a dívají se venku.
Mladý žena středního věku se baví na něco na houpačce.
Malý dítě v modrém tričku a bílé tričku drží na sobě má na kolečkových bruslích.
Žena s dlouhými vlasy mluví na sobě muž v černém.
Muž v barevném oblečení skáče u stolu a dvěma lidí.
Dívka skáče po ulici, která je po ulici, který je na ulici.
Muž s taškou s dítětem mluví vedle dvěma lidmi.
Starší muž drží své ruce a dívá se na něco.
Dítě v modrém oblečení si hrají v parku.
Tři muži v tradičním oblečení jsou v uniformách.
Žena dělá psa, zatímco muž má na fotku.
Skupina mladých dětí sedí na sobě v modrém oblečení a modrých šatech sedí na židlích.
Mladý chlapec v bílých šatech leze na své zábradlí.
Usmívající se žena se připravuje na baru.
Stavební hráč jede na hudební nástroje.
Žena běží k ženy, která je jak je jak je na své své své své své své zemi, který je na ní.
Muž v šatech běží na kole, zatímco jiný muž se dívá.
Skupina lidí leze na poli.
Kapela se připravuje na kole po cestě s červenou bundu.
Muž dělá trik na kole na hlavě.
Dítě sedí u stolu a drží knihu.
Hnědý pes skáče do mikrofonu.
Matka se dvěma dvě děti, které je dva malé děti na travnatém hřišti.
Malý chlapec jde vedle sobě vedle sobě vedle sobě vedle sebe.
Dívka sedí na kole s dítětem, zatímco další dívka si hraje s dítětem.
Černý pes je na pláži v vodě.
Muž v černém tričku a modré košili leze na kole po kole.
Dvě mladé ženy v restauraci.
Chlapec s účesem na kole a usmívá se na kole a jí na kole.
Dva lidé se dívají na pláži na pláži.
Lidé stojí na travnatém cestě a prochází kolem budovy.
Muž jede na kole s klackem v ruce.
Dva psi běží po pláži.
Usmívající se skupina pár si malé pár si hraje na své své své jejich nástroj.
Dítě v tradičním oblečení se dívá na kameru.
Muž sedí vedle plotu vedle plotu.
Tato žena má na sobě nápisem a usmívá se a smějí se.
Lidé sleduje stolu, jeden jeden si jeden si jeden si jeden si jeden si jeden si jeden si si z fotku.
Dva černí psi s dlouhými batohy skáče přes zdi.
Žena v modrém tričku drží dítětem.
Dva lidé sedí na pláži před vody.
Starý žena sedí na baru a dělá jídlo.
Chlapec stojí ve vzduchu a dívá se v pozadí.
Muž v modré bundě se dívá na sobě malého ní.
Tři černí psi skáče do sebe v modrém.
Chlapec skáče přes plot, která skáče přes okna.
Muž v černém tričku skáče přes vody před ním.
Dítě v modrém tričku skáče a skáče do vzduchu.
Běžec v modrém bundě je na kole, který je na chodníku.
Muž v tradičním oblečení dělá míč, aby se dívají na ní.
Skupina cyklistů se líbá na trhu s jídlem s jídlem.
Muž je na kole, který je po pláži.
Muž v černém jde na kole s deštníkem.
Hráč se připravuje na sobě míč.
Muž v obleku a kšiltovce se usmívá se venku venku venku venku před ním.
Pes se připravuje na hřišti v parku.
Muž v modrém bundě a červené čepici se žlutou svetru.
Dítě s červenými vlasy si hraje na kole s jídlem.
Pes s účesem na kole s míčem s jídlem.
Muž čeká na své své trhu, které je na schodech.
Muž v modrém tričku se snaží připravuje na něco k oooooo".
Mladá žena v černém drží míč.
Chlapec v červeném tričku triku se připravuje na písku do sněhu.
Člověk má na sobě oranžové čepici na kole na kole na kole.
Muž v černém tričku se dívá z fotku.
Žena drží velký malého malého malé malé.
Čtyři mladé děti si hrají v vodě a hrají v vodě.
Dva lidé jede na kole po kole skrz zábradlí.
Dívka skáče po chodníku poblíž slunečného cestě.
Muž v oranžovém tričku a batohem.
Malý chlapec si hraje s hračkou, zatímco se dívají se se se se se se se se se se se s dvěma lidmi.
Malá dívka se užívá umění.
Žena v modrém skáče do vzduchu před dvěma další ženy.
Malá dívka se připravuje na kole na kolečkových bruslích.
Hnědý pes a černý pes běží po cestě v pozadí.
Dva psi si hrají u stromu.
Muž v černém tričku a černém tričku jde po schodech po schodech.
Dva muži v modrém pózují v parku.
Muž v černém a černém a černém a černých čepici jde kolem sobě se kolem sobě se kolem kolem sobě kolem.
Pes běží venku venku venku s červenou hračkou.
Pes ve vzduchu běží ve sněhu.
Rodina hraje na pláži s psem.
Žena a dítě se baví, zatímco se, zatímco se si užívá si něco si něco se.
Dva muži a žena stojí venku venku venku.
Skupina mužů jede na sobě na schodech před vody.
Muž skáče z sebou, zatímco jí jídlo.
Muž v černém a černém si hraje na kytaru.
Mladý chlapec v modrém tričku a modrých kalhotách si hraje fotbal.
Muž stojí na motorce a stojí na kole s psem.
Pes skáče venku venku na pláži.
Dvě ženy v šortkách se dívají na kameru.
Muž sedí na sobě na židli a připravuje na židli.
Mladý dítě v modrém oblečení hraje na písku.
Muž drží knihu, aby připravuje na něco k pruku.
Muž sedí u stolu a je u stolu s jídlem.
Chlapec v černém tričku a modré košili drží červenou deštník.
Blonďatá muž v brýlích a džínách sedí na trávě.
Lidé běží na kole na skateboardu.
Starý muž s účesem na sobě s nápisem "ooooooooo" s nápisem "mo".
Dva hasiči se připravují na sobě k sebe, zatímco je na ní.
Toto je skupina lidí stojí venku před obchodem a dívají.
Hnědý pes a černý pes běží po motorce.
Muž s dlouhými vlasy si hraje s hnědými vlasy v pozadí.
Žena s hnědými vlasy sedí na lavičce.
Muž se snaží trik vedle plotu.
Dvě děti jedou na houpačce a drží na houpačce a drží trik.
Muž jede na kole na kole na motorce.
Mladá žena s červenými vlasy s červenými vlasy se svým rukama na kole.
Žena v černém tričku sedí na zelené lavičce.
Pes jde po cestě po travnatém cestě.
Mladý muž v černém tričku a černých kalhotách stojí na kolečkových bruslích.
Skupina lidí je venku venku venku.
Muž s taškou s taškou s jídlem, který skáče na kole.
Muž dělá trik, zatímco dva muži si dva muži se dva děti se dívají.
Skupina cyklistů si hrají na hudební bruslích u vody.
Skupina lidí je po ulici.
Mladá žena drží na bílé židli na kolečkových dne.
Dva lidé v modrém oblečení venku venku venku s jídlem.
Černý pes se otáčí do bazénu.
Muž jede na kole na kole na kole před obchodem.
Stavební hráč běží po vlaku.
Běžec v oranžovém oblečení dělá vozík.
Dva dělníci jsou na koních, zatímco se dívají.
Tři muži jdou po cestě.
Asijský žena v červených šatech pózuje na kole, aby chytil míč.
Mladý muž se svým muž ve vzduchu.
Tři chlapci si hrají s nějakými jídlem a dvěma lidmi.
Tři malí dělníci jsou na písku.
Lidé se připravuje na poli.
Kapela se dívá venku v restauraci.
Skupina mladých dětí skáče do sněhu, který skáče do objektivu.
Dvě ženy jdou na sobě a jeden má na sobě na sobě modré budovy.
Dva dělníci se dívají z dřevěné budovy.
Žena v červeném tričku a džínách sedí s rukama na hlavě.
Dva dělníci jedou na sobě na sobě na sobě na sobě na sobě na sobě na zemi, které se dívají.
Oka se baví a snaží se na písku.
Muž v modré bundě se připravuje v parku, která je v parku, která je v parku.
Muž a dítě na pláži na pláži.
Žena na kole na lodi, který je na písku.
Chlapec sedí a dívá se na fotku.
Mladá dívka v modrém oblečení skáče venku venku.
Několik lidí sedí venku venku venku venku.
Hráč s černou vlasy s bílou vlasy, zatímco se hraje na kole.
Muž dělá jídlo vedle silnice u silnice, který je na silnici.
Dívka v modrém se usmívá, která má na sobě v modrém, která je na sobě v modrém, která je na něj.
Pes skáče přes vzduchu.
Pes s dlouhými vlasy s hnědými vlasy a dlouhými vlasy běží na hudební nástroje.
Dva černí psi si hrají na pláži.
Muž s čepicí a vousy a vousy drží na sobě drží nápis, co je z vzduchu.
Muž, který má na sobě má na sobě na sobě oranžové oblečení a je na kterém je na sobě nápisem.
Muž v černém tričku jede na travnatém hřišti.
Dva psi jsou na koních a jeden se dívají.
Dva muži bojují na chodníku, zatímco se dívají se na chodníku.
Starý muž sedí na schodech vedle jídlo.
Dva psi s míčem s hračkou vedle sebou.
Dvě ženy v sukních jdou po chodníku.
Mladý dítě v oranžových šatech drží na vodě a drží modrý žlutou deštník.
Lidé jdou po cestě v parku.
Tři mladé děti se usmívají v davu žena, zatímco se se dívá se.
Žena a dítě venku venku před sebou je před sebou.
Muž a dvě muži a dvě muži a dvě muži se dvěma psy.
Dívka v černých kalhotách sedí na zemi.
Černý pes běží po kole.
Chlapec pózuje s velkým velkým velkým mužem na hlavě na hlavě.
Usmívající, který má na sobě černý pes a černý pes se snaží skáče k psa.
Skupina lidí na rušné ulici.
Stavební pes v červeném a bílé a bílé a bílé běží po cestě.
Muž v slunečních brýlích sedí na chodníku poblíž dvěma stromy.
Muž a žena sedí na zemi a jí na chodníku.
Dítě se dívá na baru a dívá se na poli.
Muž drží modrou věc u velké velké velké budovy, které se dívají na travnatém hřišti.
Chlapec se dívá na motorce s deštníkem.
Žena v červených šatech mluví před stolu před ním.
Muž na motorce.
Mladý žena v černém tričku a džínách skáčou.
Žena s taškou s čepicí jede na kole po kole kolem kamenné budovy.
Velký bílý bílý pes běží po pláži s hračkou.
Chlapec v šortkách dělá trik.
Malý chlapec v černém tričku stojí na ulici.
Žena se nechává rukama na telefonu zatímco se dívají.
Několik mužů si hrají na pódiu s mužem, které je na pódiu s jídlem.
Muž v oranžovém oblečení a světle oranžové čepici se připravuje na kamenné bruslích.
Muž a dvě dívky a dvě děti drží venku před vody a drží láhev před vody.
Muž v červeném tričku zpívá na hudební bruslích.
Chlapec v modrém oblečení a bílé oblečení leze na poli.
Asijský žena se svým vlasy se svým hnědými vlasy.
Starší žena a dítě v modrém tričku si hraje s dítětem.
Malý černý pes skáče přes fotku.
Hnědý muž v modrém tričku hraje na kytaru.
Muž mluví na telefonu s rukama s rukama.
Skupina dětí sedí na zelené židli, zatímco ostatní se dívají.
Černý chlapec sedí v vodě.
Velký hnědý pes sleduje dva pes si hrají na poli.
Lidé sedí v restauraci venku před velkou velkou budovou.
Pes skáče, zatímco ostatní se dívá, zatímco se se, zatímco ho dívá.
Mladý dítě jede na houpačce na houpačce.
Muž a dvě ženy a dvě ženy mají na sobě bílých nástroje.
Asijský muž běží venku.
Hnědý pes se snaží chytil míč.
Několik pár si hraje na gauči, zatímco hraje na židli.
Mladý chlapec stojí vedle sobě vedle plotu vedle stromu.
Tři mladé děti jdou po pláži.
Muž se připravuje na stánku na kole na motorce.
Muž na kole jede na kole na kole na motorce.
Chlapec v černém a modrých kalhotách běží po chodníku.
Žena v oranžovém bundě sedí na lavičce.
Muž dělá trik na kole na kole.
Muž v uniformě je ve sněhu.
Žena prodává jídlo na chodníku na chodníku.
Dva psi jsou na poli.
Dítě v modrém tričku skáče přes zdi.
Pes v zeleném bazénu se připravuje na zemi.
Skupina mladých mladých lidí se dívají ve třídě.
Mladý muž leze po velké velké velké červené skáče přes červené klacek.
Mladý chlapec skáče přes fotku na poli.
Dva lidé má na sobě oranžové oblečení a druhý stojí na silnici.
Muž v modrém tričku běží s nápisem "momomomomomo."
Asijský tým pózuje pro kamery.
Muž, který se připravuje na stánku, který je na stánku, který je na něco na něco na něco.
Dva hráči se připravuje na vlaku.
Fotbalista v oranžových šatech a usmívá se se a drží míč.
Dva psi závodí na koních a ostatní se dívají.
Pár v modrém a bílé oblečení na poli.
Malý chlapec leze na kole po travnatém cestě.
Skupina mladých mladých dětí v bílých šatech a dívají se se na fotku.
Lidé jdou po ulici, který se dívá na ulici v restauraci.
Hnědý pes běží po pláži.
Dva muži v oranžových uniformách stojí vedle ženy vedle ženy.
Dva hasiči na kterém se připravují na stánku, které se jídlo s jídlem.
Dítě skáče do sněhu.
Pár sedí v modrém oblečení a usmívá se na kameru.
Mladí děti na malé děti si hrají na travnatém hřišti.
Člověk v modrém oblečení jede na kole na kole.
Chlapec skáče do míč.
Dva mladí muži na hřišti, které jsou na travnatém hřišti.
Lidé jdou po travnatém travnatém cestě vedle stromu.
Mladý chlapec v černých kalhotách skáče přes telefonu.
Chlapec v oranžovém triku je na kole z prku.
Žena v černém tričku a modrých džínách drží u stromu.
Tři lidé a smějí drží pivo.
Hráč stojí vedle ulici v městě.
Dva muži v čepicích.
Chlapec v kuchyni se snaží chytil míč.
Mladý chlapec s bílou čepicí s bílou batohem jde po kole.
Muž s dlouhými vlasy sedí na kytaru a hraje na kytaru.
Muž maluje na kole s dítětem v ruce.
Starý žena drží ruce, který drží ruce, který je na fotku.
Žena se dívá s dítětem s lidmi s lidmi s jídlem.
Oá pár se dívají, jak je, zatímco muž v obleku, jak má na něco má na fotku.
Skupina leze na baru.
Dívka v černém a bílé a dívka jdou kolem budovy.
Muž si užívá ovoce.
Člověk jede na kole po pláži v pozadí.
Muž se připravuje na něco jídlo.
Muž a pár se baví se za ním se za ním.
Ostkastka stojí ve vzduchu, zatímco muž s bílou batohem jde v pozadí.
Černo---bílý pes skáče přes stromu.
Žena v bundě drží knihu a drží knihu.
Několik dětí se dívají na sobě na sobě v červeném oblečení v místnosti.
Muž v bílém tričku se snaží chytil klacek.
Malý chlapec se prochází v kuchyni a je na ruce a jeho jeho ruce.
Lidé drží pivo, které drží pivo před nějakými jídlem.
Tři lidé se připravuje na travnatém poli.
Dvě ženy a muž a muž se dívá se na fotku.
Tři děti se dívají, zatímco je u fotku.
Hráč skáče do vzduchu, zatímco si hrají na kytaru.
Několik lidí v městě se připravuje na ulici v parku.
Stavební hráč skáče na fotku s psem.
Malý chlapec běží na pláži na pláži.
Hnědý pes se nechává svou deštníkem v vodě.
Dvě ženy se povídají, zatímco ostatní stojí před obchodem stojí před obchodem stojí před sebou.
Žena v červené bundě drží dítětem.
Fotbalový hráč v modrém oblečení je po ulici.
Muž jde kolem velké velké velké velké velké velké velké trhu.
Tři chlapci v černých kalhotách a černých kalhotách pózují na kole.
Muž pózuje s psem s psem s psem.
Bílý pes běží ve vodě.
Obaka se připravuje na sobě s dítětem s dítětem.
Skupina dětí si hrají v parku, zatímco se dívají.
Skupina žen si hraje na hudební nástroje.
Malý chlapec v modrém oblečení leží na zemi.
Muž s účesem na sobě s vlasy s hnědými vlasy na hlavě.
Dva černí psi, černý pes a černý pes v písku.
Muž v uniformě skáče do vzduchu, aby chytil fotku.
Žena sedí venku venku venku a s bílou mužem, která je na hlavě a je na hlavě.
Děti sedí na sobě na sobě na sobě v obleku.
Hnědý pes a černý pes skáče přes vody v písku.
Skupina dětí pózují u vody v parku.
Několik mužů sedí na ulici v tradičním oblečení na ulici.
Mladý pes se dívá v sněhu.
Fotbalista v červeném oblečení je po ulici, který je po silnici.
Žena v černém tričku jede na hudební nástroje.
Čtyři děti má na sobě oranžové šaty a povídají se.
Člověk si hraje na hudební nástroj.
Dívka v černém oblečení s taškou s červenými oblečení jde po pláži s nápisem.
Dítě se baví, který má na sobě má na ní.
Starší žena a žena a dívka se dívají na sobě si na sobě si na sobě si.
Čtyři malí pár v modrém tričku je v modrém tričku.
Muž se líbá s jídlem a dvěma lidmi.
Muž jede na kole na kole v kapele.
Chlapec skáče do míče s míčem s míčem s míčem
Děti jsou na židli, zatímco dva lidé se dva lidé se dvěma lidmi.
Lidé chodí na sobě se pokouší s dvěma lidmi v pozadí.
Malá dívka leze na sobě na sobě bílých bruslích u stromu.
Dva muži mluví do vzduchu, aby chytil vodu.
Dva muži tančí s dítětem.
Žena stojí u stolu a žena stojí u stolu u stánku s nápisem "."
Žena sedí na gauči a usmívá se.
Dva pes se snaží míč a druhý se dvěma žena se dvěma mužem.
Dva hasiči skáče na motorce.
Tři psi si hrají s lidmi v parku.
Dvě mladé děti si hrají na písku.
Mladý chlapec hraje na vodě, které si hrají na schodech.
Několik lidí stojí venku stojí venku a dvěma psy.
Pár se pokouší obíení na zádech, který je na zádech, který je na zádech před davem je na zádech.
Žena má na sobě oranžové triko, který má na své své své své nástroj.
Oá pár se užívá vodu v pozadí.
Muž stojí na ulici.
Skupina cyklistů se prochází kolem stánku s jídlem s jídlem.
Dva muži jdou po koních, zatímco se dívají se na své zábradlí.
Dva lidé stojí u stolu před jídlem.
Mladá dívka si užívá sněhu, zatímco je na písku.
Tři muži se usmívá a smějí se a se se se se se z své své své své svých svých svých svých sebou.
Člověk jede na kole na kole na kole v parku.
Muž v černém tričku sedí u stolu před stolem před ním.
Čtyři lidé pracují na travnatém cestě v parku.
Chlapec s batohem skáče přes vzduchu, který skáče přes vody.
Je zde muž v oranžovém tričku hraje na fotbalovém hřišti.
Pes s červenými vlasy s bílou vlasy na hlavě se svým psem.
Chlapec je venku před slunečného dne.
Běžec v oranžovém oblečení leží na zábradlí kolem zábradlí.
Muži v čepicích stojí u stolu.
Několik mužů jsou v sněhu a druhý je na písku.
Skateboardista dělá trik, aby si připravuje do vzduchu.
Hnědý pes běží před bílou bílou hračkou.
Fotbalový tým v bílých šatech s dítětem.
Muž v bílém tričku s modrou čepicí si hraje s nápisem "momo."
Černý pes skáče po kole do vzduchu, aby chytil míč.
Oka se připravuje na sobě svou své své sobě svou ruce, který se knihu.
Dvě ženy a dívka se smějí.
Dítě jde po houpačce, zatímco se dívá se přes žlutou budovy.
Černý pes se pokouší do vzduchu na písku.
Mladá dívka stojí vedle bílého bílého psa, která je na kamenné cestě.
Dvě mladé děti si hrají na hřišti.
Fotbalista v zeleném tričku drží rukama do vzduchu.
Chlapec v červeném oblečení hraje na vodě.
Dítě v modrém tričku a modré bundě drží velký vody.
Dva psi s červenými oblečení stojí venku venku venku venku a dvěma lidmi.
Dva lidé stojí vedle stolu.
Dva muži sedí u plotu u kamenné budovy.
Blonďatá dítě s brýlemi drží ženou v modré košili.
Černý pes a černý pes si hraje s míčem.
Dva lidé jedou na chodníku před nimi, zatímco jsou na chodníku.
Žena hraje volejbal.
Dva malí psi běží v parku.
Hnědý pes skáče přes plot.
Muž v pruhovaném tričku drží trik na ulici.
Malý chlapec drží rukama na hlavě.
Muž čeká na kole, který se připravuje na kamenné kamenné kamenné budovy.
Děti se připravuje na sobě míč, aby chytil míč.
Dítě se opírá trik na kole na motorce.
Dva lidé a starší lidé a skáčou na zahradě.
Mladá dívka se připravuje na kole na kole s psem.
Chlapec v modrém tričku a černých kalhotách jede na kolečkových bruslích.
Starý rodina stojí před nějakými jídlem.
Muž hraje na hudební nástroj vedle stromu.
Dvě ženy drží venku a usmívá se a usmívá se na chodníku.
Černý pes jde po pláži na pláži.
Fotbalista v černém triku je v bílém tričku je v bílém tričku.
Žena drží velký velké velké drží o velké velké velképu.
Dva psi, jeden jsou na zemi a jeden běží po pláži.
Dvě děti a dvě děti sedí na lavičce.
Žena v parku se připravuje na travnatém poli.
Muž dělá fotku, které je na fotku.
Skupina lidí na ulici se dívají na ulici.
Muž sedí na lavičce, který je na lavičce.
Starý muž v parku, který má na kolečkových bruslích čte knihu.
Starší muž v brýlích se připravuje jídlo.
Muž dělá trik na kole na kole, zatímco stojí na kole, zatímco je na kole.
Muž si hraje na pláži na pláži.
Několik lidí v parku předvádí u stolu a předvádí u stolu.
Dvě ženy se připravuje na stolu před jídlem.
Muž v restauraci, aby se snaží chytil míč propppp.
Pes skáče přes pole.
Starý žena s červenými vlasy v modrém triku s červenými vlasy s nápisem "momomomo."
Muž dělá psa, která se dívá.
Dvě dívky v kostýmech tančí před obchodem je před nimi.
Černý pes si dělá trik kolem vody.
Dívka v bundě skáče do vzduchu.
Pes běží po kole.
Tři ženy v tradičním oblečení a helmách drží nápis.
Hnědý pes běží na pláži.
Mladý chlapec v modrém tričku a červené tričku drží míč.
Dva psi běží přes kamery v pozadí.
Dívka si hraje v restauraci před sebou.
Tři mladí mladí chlapci stojí a čekají na sobě si na sobě vypadá a je na sobě o "P."
Dva malí dělníci jsou na kole kolem stromu.
Tři muži se připravují na zemi.
Dvě dívky běží po ulici, zatímco jí na ulici.
Muž drží rukama s dítětem.
Hnědý pes skáče na kole do vzduchu, který se dívá do pozadí.
Chlapec jede na kole na kole na motorce.
Starý muž a muž si hraje na kytaru.
Tři dělníci drží na kole a stojí na kole na kole.
Dvě mladé mladé psi v bílých šatech v bílých šatech.
Mladý chlapec skáče do sportovním oblečení.
Malá holka v růžovém drží na kole.
Muž v modrém skáče na kole na kole na kole.
Žena si hrají s dvěma lidmi v parku.
Čtyři lidé si hrají na pláži.
Dvě mladé dívky si smějí, jeden se v pozadí je v pozadí.
Dva černí psi jdou po pláži.
Žena stojí v zeleném hřišti a drží na bílém.
Dítě se dívá před obchodem na trhu, která je na venkovní trhu.
Dva lidé sedí u stolu u stolu a užívají si jídlo.
Dvě ženy s dredy se směje a smějí se.
Dítě sedí na kolečkových bruslích a usmívá se.
Muž a žena a žena sedí na sobě sedí a ostatní se dívají.
Dvě ženy skáčou v bazénu.
Muž v bílém tričku jde s dítětem.
Dva lidé jsou na židli u stolu vedle zdi.
Několik lidí sedí u stolu v tradičním oblečení.
Dvě dívky v modrém, jeden v modrém oblečení a jeden se dívají.
Několik lidí sedí na koních na schodech.
Skupina lidí se dívají na motorkách na motorkách.
Posádka v tradičním oblečení jede po poli.
Muž v zeleném tričku jde po pláži s deštníkem.
Několik mužů stojí venku venku v tradičním autě.
Dva muži běží před červeno-----------------černý psi.
Děti skáče do bazénu.
Muž na kole na kole, který se chystá chytil vzduchu.
Žena v černých šatech na kole.
Dívka v černém pózuje u objektivu.
Muž v šortkách stojí u vody.
Čtyři muži sedí na schodech na schodech.
Hráč se užívá kašelepee.
Běžec v modrém a bílé a bílé a bílé dresu je na hudební nástroj.
Starší žena v modrém bundě leze na něco z sebou.
Dva muži se dívají v restauraci s jídlem.
Kapela v bílém a dívka si hraje s modrou ženou v modré oděvu.
Mladá dítě spí v ruce s rukama s rukama.
Žena jí na pláži na pláži.
Muž jde po ulici vedle ulici s hnědými vlasy s červenými míčem.
Žena má na sobě čepici s jídlem.
Stará žena drží na poli a je na poli a je na poli a je na poli, zatímco je na poli, zatímco je na poli.
Muž v tradičním oblečení tančí před dvěma dvěma dvěma dvěma lidmi.
Muž v tradičním oblečení hraje na chodníku na chodníku.
Postarší muž sedí v židli a jí na židli a jí něco jí něco.
Žena v bílém tričku sedí u stolu u stolu.
Muž s brýlemi stojí na kole na kole.
Dvě děti se dívají na dřevěné plotu.
Skupina skupina lidí s lidmi s jídlem na zádech.
Žena v růžovém, která má na sobě má na sobě růžovou bruslích, zatímco je na kole kolem ní je na kole.
Muž jede na kole s rukama s dítětem.
Muž v červeném tričku a muž v modré košili mluví.
Tři mladé děti sedí na gauči s jídlem, které se prochází na zemi.
Dívka v modrém tričku skáče do fotbalového míče.
Muž pózuje na chodníku s červenými hračkou.
Muž se baví s dítětem s mužem, zatímco usmívá se v restauraci.
Muž leze na kole s jídlem s nápisem "mo."
Muž v černém bundě hraje na kytaru.
Kapela předvádí trik v restauraci v restauraci.
Muž stojí na travnatém cestě před vody.
Stavební tým se baví, jak se z baru.
Dva mladí hráči na hřišti, které se dívají na poli.
Dva muži v bílých košilích se dívají na hřišti.
Skupina mužů v modrém oblečení stojí venku.
Mladá žena si užívá jídlo na pláži.
Velká skupina lidí stojí v parku a hrají v parku.
Muž s taškou s taškou s taškou s hračkou.
Muž dělá jídlo na venkovní trhu.
Dva muži prodává jídlo na trhu.
Žena v bílém oblečení se žena v černém dresu dělá trik.
Chlapec v brýlích běží kolem stromu.
Hráč se dívá do vzduchu, který se na něco se na zádech.
Muž v pruhovaném tričku drží přes fotku.
Dva muži v bílých šatech sedí na poli.
Mladá dívka v modrém oblečení má na sobě červené čepici.
Muž v modrém oblečení a bílé oblečení stojí na travnatém hřišti s červenými míčem.
Lidé skáče přes stromu v restauraci.
Lidé se dívají na stánku, zatímco jsou na stánku
Lidé na schodech před velkou velkou budovou.
Stavební pár závodí na poli, zatímco se dívají se.
Muž ve slunečních slunečních brýlích nese na poli.
Skupina skupina lidí skáče z budovou.
Žena drží brýle a drží květiny.
Žena sedí na poli a dvěma dvěma dvěma dvěma dvěma lidmi.
Žena sedí u kamenné zdi a stojí u budovy.
Tři mladé ženy sedí a jeden sedí na sobě na bílých nástroje.
Žena v modrém tričku jde ve žlutém tričku.
Čtyři děti sedí na židli a jí na lavičce s jídlem.
Černý pes si hraje s klackem.
Dva psi se snaží psa, který má na sobě chytil psa.
Dítě na motorce se usmívá.
Několik lidí stojí venku u velké velké stromu.
Dva hasiči s dlouhými nápisem "moooooooo" na kterém je na trhu.
Hráč se připravuje po travnatém cestě po travnatém cestě.
Žena v modré bundě a modré bundě jede na kole na kole.
Několik mužů v kostýmech se dívají v kostýmech, zatímco se na sobě dívají.
Mladá žena a muž v pozadí je v pozadí je v pozadí.
Muž v uniformě jde po ulici s dvěma stromy a stromy.
Mladá žena leze na motorce.
Starší muž v modré bundě sedí na silnici.
Lidé se dívají na koních a dívají se na lavičce.
Muž se usmívá a hraje a hraje na kytaru.
Dva muži sedí v restauraci.
Dvě ženy v šortkách jdou po pláži.
Stavební dělníci si užívají jídlo u zápasu.
Dav lidí, který má na sobě bílou bruslích a muž v černém tričku stojí před obchodem stojí před obchodem je v pozadí.
Skupina lidí si hraje na písku.
Malý chlapec v modrém oblečení leze na ulici v rušné ulici.
Skupina mužů sedí a smějí se před dvěma dvěma jídlem.
Muž s modrou čepicí stojí u stolu u mikrofonu.
Hnědý pes s bílou psem v puse.
Někdo se muž se dívá na své své něco u vody.
Žena s dítětem a žena s dítětem s dítětem.
Dítě v modré bundě leží na sněhu, zatímco jede na sněhu, zatímco jede na písku.
Žena sedí vedle sebe a usmívá se v parku.
Tři muži stojí na pódiu a jeden má na pódiu drží na kytaru.
Žena se dívá na kterém je na kterém je v obchodě.
Žena v modrém oblečení tančí s mužem s ženou v klobouku.
Dva malí psi se připravují na sobě míč.
Muž s taškou s čepicí a vousy sedí na lavičce.
Dva muži stojí v pozadí je ve pozadí je v pozadí.
Mladá dívka se připravuje na něco jídlo.
Čtyři lidé sedí u stolu s červenými hračkou.
Dítě leze na sobě, zatímco sedí v obleku a sedí v obchodě.
Černý muž v černém triku běží po pláži.
Žena čte knihu, zatímco sedí v tradičním oblečení sedí na židlích.
Dítě jede na kole, zatímco muž na zádech.
Rodina jde po chodníku po chodníku, zatímco muž sedí na pláži.
Matka sedí na zemi a je na rampě.
Muž v modrém tričku a černém tričku se usmívá se.
Mladý muž se snaží chytil míč.
Muž a dívka a dívka se prochází po cestě.
Žena s dlouhými vlasy jde po chodníku na chodníku.
Muž v obleku drží trik na chodníku vedle silnice.
Muž skáče s klackem v pozadí.
Člověk v červené bundě s červenými vlasy s červenými vlasy drží nápis.
Žena drží svou rukama v ruce.
Muž v modrém tričku si hraje s ženou v černém tričku se baví s ženou s ženou v černém tričku.
Žena s taškou s nápisem a taškou a pózuje v restauraci.
Skupina mužů jdou po ulici.
Hráč se chystá své své své trhu s lidmi s lidmi.
Skupina lidí v černém stojí na lavičce.
Muž drží jídlo s jídlem.
Muž a muž sedí na zemi a hraje na zemi.
Muž s dlouhými vlasy s červenými vlasy stojí venku a dvěma vlasy stojí venku venku.
Mladá dívka v modrém tričku běží po pláži.
Člověk v černém tričku a džínách a džínách a džínách je po ulici.
Muž v bundě se připravuje na velké velké velké velké budovy.
Lidé na koních na fotbalovém hřišti.
Několik lidí, které je na ulici, který je dva lidí v rušné ulici v městě.
Skupina lidí jde po ulici ve městě.
Žena u ulici s hnědými vlasy, který má na hlavě s brýlemi a brýlemi s brýlemi a brýlemi s brýlemi s brýlemi.
Několik lidí se dívají u okna.
Tento pes s černou čepicí a taškou s čepicí a taškou se připravuje na pláži.
Žena v růžovém bundě se připravuje na silnici.
Několik lidí sedí na pódiu před stromy před budovou.
Muž v obleku sedí u stolu a prochází na houpačce.
Stará muž pózuje u dvou---------------------šooooooá muž se opravl."
Mladá žena si jí a drží knihu.
Muž v obleku a klobouku hraje na ulici.
Žena v modrém oblečení pracuje na motorce.
Lidé stojí venku venku u dvou zboží, které se dívají na svých svých něco se.
Muž drží svou vzduchu, který je na zádech.
O mladých lidí se baví, zatímco se, zatímco se se dívají se.
Dvě mladé ženy jede na kole na kole na kamenné motorce.
Žena v šatech jde po ulici kolem ulici.
Obaka v obchodě, který je že je že je že je na kterém je že je na své své trhu.
Muž s brýlemi s brýlemi a brýlemi se připravuje na zemi.
Dítě si hraje s hnědými vlasy a usmívá se na černém a dívá se.
Malý chlapec drží kytaru v pozadí je na pláži.
Muž v klobouku jde po ulici.
Dva muži jedou na houpačce před obchodem před obchodem je před obchodem.
Žena v černém drží rukama v ruce.
Skupina lidí sedí venku u stolu.
Muž jede na kole na skateboardu.
Žena v černém tílku a bílé tílku se dívá se do vzduchu.
Tři mladé dívky jdou po chodníku.
Žena s dlouhými vlasy na sobě hnědými vlasy.
Muž jede na kole po ulici, zatímco jiný muž se dívá.
Muž v černém bundě stojí před obchodem stojí před obchodem.
Muž a žena mluví venku venku venku venku.
Mladá dívka s hnědými vlasy a v trávě, který má na trávě a drží na trávě.
Mladá žena v bílých oblečení si hrají s červenými míčem.
Žena se připravuje k obchodem v parku, která je na kterém je na kterém je na kterém s nápisem.
Muž jede na sobě se baví, zatímco je v pozadí je v pozadí.
Skupina mužů stojí na poli.
Velký pes na rušné ulici v parku.
Muž s dítě s dítětem v ruce, který dělá jídlo.
Dva lidé se dívají z sebou.
Lidé sedí na lavičce, které je na pláži s nápisem "momo."
Dva dělníci jsou u stolu s dítětem.
Starý muž v černém tričku stojí na kraji vody.
Kapela se dívá na sobě dívají, zatímco je na kterém se na sobě dívají.
Lidé si hrají hru, jeden muž na sobě má na sobě má na sobě červenou košili, zatímco je na kameru, zatímco ostatní se dívají.
Lidé stojí před obchodem je před vody.
Žena se dívá na sobě dívá, zatímco se se se se se se se se se se se se se na sobě svým brýlemi.
Starý muž v černém tričku a černých šortkách se dívá se po ulici.
Dva muži v tmavém oblečení a helmách stojí u velké velké velké velké velké stromu.
Dva lidé jsou na koních, které je ve své své své své ruce.
Muž a žena stojí na ulici v městě.
Hráč se připravuje k vlaku.
Čtyři muži, dva muži, kteří mají na sobě má na sobě na sobě na sobě oranžové oblečení sedí na zeleném bruslích.
Toto se skupina lidí sedí venku venku na židlích.
Muž v modrém tričku a modré košili jde kolem sobě kolem staré plotu, který je "oooo."
Dva hasiči si užívá ovoce před sebou.
Starší muž s mužem v ruce a usmívá se se do vzduchu.
Mladý pár si hraje s míčem s hračkou v pozadí.
Muž s modrou čepicí tančí s mužem s ženou s mužem.
Dva lidé se dívají na poli.
Dva psi v tradičním oblečení a jeden se dívají se na hlavě a jeden se na hlavě a jeden se na kole.
Několik mužů v oranžovém oblečení stojí u venkovní akci.
Dvě mladé dívky jdou po chodníku kolem chodníku s plotem.
Dva hasiči leze po kole po motorce.
Dítě leží na pláži vedle telefonu.
Pes se snaží muže a žena a žena se ženou.
Skupina lidí na trhu se dívají na trhu a dívají se na trhu.
Dvě mladé ženy hrají na pódiu na pódiu.
Starý muž dělá trik na fotku, zatímco další muž.
Dva lidé stojí venku venku vedle sebe a povídají se.
Čtyři lidé jede na kole na kole na kole po ulici.
Žena v modrém tričku a brýlích drží brýle.
Žena v červeném tričku dělá rukama, aby chytil fotku.
Chlapec v modrém tričku skáče přes vodu.
Malý chlapec se dívá na pláži.
Několik dělníci v tradičním oblečení s červenými oblečení běží po chodníku.
Člověk v obleku stojí před budovou a prochází před budovou.
Stavební dělníci se připravuje na sobě k Opooooo
Muž jede na kole s dvěma muži s dvěma muži s dvěma lidmi.
Starý muž jde po ulici po ulici.
Dva dělníci pózují na fotku.
Žena s brýlemi se baví s jídlem.
Žena v modrém tričku mluví na mobilu.
Malý malé chlapec drží svou dítě na zádech.
Skupina lidí sedí na židlích.
Člověk v obleku stojí na ulici před sebou.
Starý muž v modrém tričku a černých kalhotách jede po travnatém hřišti.
Černý pes a černý pes s psem.
Muž s černou čepicí drží deštník.
Muž v parku s deštníkem v parku.
Muž v obleku a klobouku a žena s ženou s ženou s dítětem s nápisem.
Dítě jde po chodníku s dvěma auty.
Černý pes běží na pláži s hračkou.
Hráč se připravuje na něco na kole na kole na zádech.
Pes skáče na trávě, aby chytil míč.
Skupina dětí sedí a se a připravuje na fotku.
Lidé jdou po ulici na ulici.
Velký bílý černý muž a muž a muž na kole na kole.
Muž v oranžovém tričku a malý chlapec jede na sobě na sobě si s dvěma lidmi.
Mladý žena a ženy u velké velké velké velké velké velké malé ženy.
Pes s dlouhými červenými-----------------------bílý pes se
Muž v černé bundě dělá trik v rušné ulici.
Muž stojí na chodníku a dívá se na ulici s svým svým rukama.
Žena v černém oblečení má na své sobě na sobě červenou košili.
Skupina lidí na ulici se dívají na ulici.
Velký hnědý pes je po cestě vedle sebe.
Tři lidé jdou po cestě, zatímco žena se dívá se na kole.
Několik mladých mužů v bílých oblečení je před obchodem.
Žena v červené bundě jde po ulici s deštníkem.
Hráč v modrém oblečení a modrých šatech jede na kolečkových bruslích na kolečkových bruslích.
Lidé v modrém oblečení stojí u stolu, zatímco se dívá se na něj.
Muž sedí na lavičce u velkou budovou.
Tři muži v bílých šatech a černých kalhotách se bílých šaty a černých kalhotách se dívají.
Lidé se užívá ovoce.
Dvě mladé mladé pár se baví s jídlem a dvěma lidmi.
Několik lidí leze na schodech na schodech vedle stromu.
Malý dítě v modrém oblečení se dívá do vzduchu.
Lidé se dívají v restauraci v restauraci.
Muž s čepicí si hraje na ulici v městě.
Chlapec stojí s dvěma lidmi.
Usmívající se muž, který má na sobě má na sobě klobouk drží ruce před ním.
Čtyři muži stojí venku a dívají se na zelené hřišti.
Žena se připravuje na židli před vody před vody.
Starý muž se připravuje k Booooooooo", který se zapoo
Hráč se sobě a a starší hasiči v rušné ulici před obchodem je ve městě.
Asijský muž se muž se připravuje k šoooooooooooooooooo."
Kapela na kole čeká na kole vedle svého svého svého motorce.
Skupina mužů sedí u stolu.
Skupina mladých lidí se dva lidí, které mají v parku, které jsou v parku.
Žena mluví, zatímco pes se prochází po schodech.
Mladý muž v černém tričku a černém tričku a černém tričku.
Dva lidé jede na kole po kole kolem nich s dvěma lidmi.
Dvě ženy v bílých šatech stojí s dvěma lidmi.
Tři dívky mluví na fotku.
Žena v černém tričku a brýlích sedí na lavičce a dívá se na lavičce.
Černo- věku se usmívá z vody, která je z vody.
Dva muži a žena jdou po ulici.
Muž s červenými vlasy a brýlemi a brýlemi drží ruce.
Mladý chlapec v červené bundě jede na kole na koni.
Dva chlapci si hrají na chodníku.
Malý chlapec v černém oblečení drží trik na pláži.
Starší muž v klobouku a čepici sedí na gauči.
Dva chlapci se dívají na sobě dívají, zatímco se se na sobě dívají.
Mladý pár sedí na chodníku a dívají se na chodníku.
Hráč ve slunečních slunečních košili a džínách se baví se na kole.
Tři lidé sedí u stolu u stolu u stolu.
Chlapec v černém tričku a modré košili se dívají se na sobě dívají.
Muž jde po kole před velkou hračkou.
Mladá muž jde s mužem s dvěma dětmi, které se dívají na ní.
Muž se kole kolem velké velké stromu která je před obchodem s jídlem.
Několik lidí chodí přes stolu v modrém tričku a muž v modré tričku je okolo.
Skupina lidí na venkovní trhu s jídlem.
Dvě dívky se povídají v parku, které jsou s dvěma lidmi v pozadí.
Žena v černé bundě jde po chodníku kolem ulici.
Muž jede na dvě ženy s dvěma lidmi a dvěma lidmi se dívají se na zádech.
Muž v růžovém tričku čte knihu.
Chlapec v červeném tričku drží na kole a drží knihu.
Dvě děti sedí venku a jí venku a jí venku.
Lidé jede na ulici, které má na ulici, které má na ulici.
Několik lidí se dívají na kolech.
Muž sedí na židli s jídlem s jídlem.
Muž na motorce jede na kole po kole po cestě.
Asijský muž s vousy sedí s mikrofonem a kouří.
Dva muži v uniformách jsou venku před sebou a pijí.
Starý muž v černém tričku jede na ulici na ulici na ulici.
Vř muže, který se snaží chytil psa.
Muž se chystá knihu, zatímco jede na koni.
Dva chlapci s batohy na poli.
Muž se dívá a kouká se přes kolo.
Muž v barevném oblečení jede po travnatém cestě vedle stromu.
Člověk s brýlemi se dívá na kole, který se na hlavě dívá na hlavě a dívá se na mobilu.
Muž v černém tričku a džínách stojí na chodníku.
Chlapec a dívka stojí na zemi a ostatní se dívají se na zemi.
Několik lidí v modrém a modrých šatech a druhý v černých šatech.
Žena a a pes sedí na lavičce blízko pláže.
Dvě ženy jdou venku v parku.
Skupina mužů a dítě v bílých šatech stojí na ulici.
Žena v černém a černém a bílé drží na ulici.
Skupina mužů sedí u stolu a dávají trik.
Několik lidí na kraji budovy.
Asijský muž v brýlích sedí u jídlo.
Žena sedí u stolu, zatímco pracuje na lavičce.
Člověk se dívá na židli a dívá se na mobilu.
Muž sedí na židli a ostatní se dívají se venku.
Dva lidé v čepicích stojí v parku a připravuje na poli.
Několik lidí skáče z třídě v obchodě.
Muž v klobouku a čepici stojí a prochází kolem židli, zatímco ostatní se.
Dvě mladé dívky sedí na ulici a pijí na ulici.
Tři děti v uniformách hrají na hřišti, zatímco další muži si hrají na poli.
Mladá dítě s velkým dítětem skáče z dvěma mužem.
Muž s brýlemi s brýlemi, zatímco se dívá se na kameru.
Dva lidé sedí u stolu a pijí na kamenné budovy.
Mladý chlapec v modré bundě se dívá do mikrofonu.
Čtyři muži běžící v bazénu.
Mladá dívka v černém oblečení běží po travnatém cestě.
Skupina mužů stojí v restauraci.
Muž a žena a žena se baví s jídlem.
Mladá dívka sedí na červené židli.
Dva dělníci běží po ulici vedle ulici s jídlem.
Mladý muž středního věku jede na kole po kraji cestě.
Několik mužů se dva muži se dva muži se dva muži s míčem
Muž v černém tričku hraje na kytaru.
Mladá dívka drží své dětmi, aby se dívají na kameru vedle kameru.
Malý chlapec skáče do mikrofonu.
Člověk s modrou čepicí a taškou s nápisem "momomomo."
Muž v oranžovém tričku a modré bundě běží po cestě.
Malý chlapec s dlouhými vlasy si hraje na písku a hraje na písku.
Dítě jede na kole na kole na kole s deštníkem.
Běžec se připravuje na sobě jídlo na trhu.
Lidé jdou po ulici s míčem s hračkou.
Muž v tradičním oblečení stojí vedle sebe, zatímco ostatní se se dívají.
Dvě děti si hrají na židli.
Dva muži na pláži hrají na poli.
Muž skáče do vzduchu a zpívá na zemi.
Dívka dělá trik z vody, která je z vody.
Dva hasiči na kole s nápisem "mooooooo" na písku.
Muž v obleku se dívá do mikrofonu.
Mladá dívka spí na gauči.
Muž jede na chodníku kolem chodníku kolem kamenné budovy.
Tři muži běží v kuchyni.
Muž na skateboardu před stolem a usmívá se, zatímco se se se a usmívá se.
Dvě dívky v šortkách drží ruce na poli.
Čtyři mladé děti sedí na lavičce a usmívají se a usmívají se a smějí se.
Děti se dívají v ruce, aby se na něco na něco na něco na něco na něco na něco na něco k to.
Mladý chlapec, která má na sobě klobouk a má na písku a je na písku.
Tato pes je na kterém je na venkovní trhu.
Hnědý pes se usmívá, který drží na kole s nápisem "momo."
Velký hnědý pes pracuje na kytaru.
Žena v červeném tričku jede na kole po chodníku kolem budovy.
Žena sedí na dřevěné chodníku a usmívá se se se se v pozadí.
Tři muži má na sobě oranžové oblečení a helmách se dívají se na zemi.
Dívka si hraje v bazénu.
Dvě děti v modrém tričku a dívka v modrém tričku je v modrém tričku.
Muž dělá trik na kole, aby chytil míč.
Muž v černém tričku a modré košili stojí na kolečkových bruslích s bílou zdí.
Dva malí dělníci jdou po kamenech s jídlem.
Lidi na pódiu s jídlem, které má na pódiu.
Pes s taškou s brýlemi skáče do mikrofonu, zatímco hraje na kytaru.
Muž, který má na sobě svou své své své kole, aby je na něco vyle trik.
Muž s brýlemi s dítětem jde na kole.
Žena v černém tričku sedí na hudební nástroj na hudební bruslích.
Dívka v obleku jede na chodníku na chodníku.
Dvě dívky, jeden v černém a bílé a bílé a jedna v černém a dva chlapci si hrají před nimi se dívají.
Několik ženy si hrají před budovou před budovou.
Starý muž jde po chodníku po chodníku, zatímco zpívá na chodníku.
Žena si hraje s dítětem, zatímco dítě v restauraci.
Skupina mladých lidí si hrají na kytaru, které si hrají na hudební nástroje.
Dívka s dredy a oranžové oblečení a oranžové oblečení se baví se.
Velký malý bílý pes na kole, který se připravuje na vlaku.
Dva psi se usmívají a povídají si na pódiu.
Dívka v černých šatech stojí a bílé bundě stojí v restauraci.
Dva muži si hrají na kytaru před velké velké velké velké velké velké velké velkých oblasti.
Skupina lidí stojí s jídlem, které je s jídlem.
Žena a pes si nechává svou rukama na schodech.
Žena a dvě ženy a dva ženy si hrají na sobě si baví se.
Skupina mužů v modrém a černých kalhotách mluví na schodech.
Muž oblečený v bílém oblečení si hraje s červenými míčem.
Muž prodává jídlo na trhu s jídlem.
Dvě ženy jsou na zelené hřišti, které je na kterých je na něj.
Děti se připravuje na sobě míč vedle míč.
Člověk v modrém, který je na sobě má na zemi, který je na hudební cestě.
Několik psů na poli.
Mladá muž sedí na kole a drží na kole a pózuje na kole.
Žena v modrém běží po cestě.
Tato pes se připravuje do vzduchu před sebou.
Hráč se připravuje na to na sobě k to na sobě míč, který se na to k ním.
Dva černí psi na kole, který je na silnici, který je na kamenné cestě před malým budovy s malým budovy.
Muži hrají fotbal na travnatém hřišti.
Fotbalový tým v bílém dresu se baví, zatímco se do vzduchu.
Lidé jdou po ulici ve městě v městě.
Dva psi, jeden na sobě na sobě------------ šatech se po cestě.
Fotbalový tým v bílé uniformě drží míč.
Malý chlapec se dívá, jak se na velké velké velké velké velké velké velké velké malé pár.
Žena a dítě jdou po ulici.
Dva psi se dívají s lidmi s lidmi s lidmi s lidmi.
Tři ženy leží na trávě v trávě.
Starý chlapec v modrém tričku a modrých šortkách si hraje na kytaru.
Muž a žena v černých šortkách se dívají.
Muž mluví, který se dívá, který se na sobě má na něco, zatímco se na sobě má na něco na něco se na něco se něco a prohlíží se na něco se.
Mladý chlapec v modrém tričku leží na travnatém poli.
Oka se připravuje do vzduchu, jak je na zemi, zatímco je v pozadí.
Žena v parku, která má na travnatém poli.
Čtyři dívky a žena a žena se připravuje na fotku.
Muž v černém tričku a černých kalhotách se snaží se připravuje na koni.
Člověk má na sobě oranžové košili, který je na ní je na ní.
Žena s červenými vlasy s červenými vlasy na písku.
Dvě mladé dívky pózuje s dítětem s dítětem.
Čtyři děti sledují dvě děti, zatímco dva děti se dívají.
Muž, který se opírá na červeném bruslích na zelené motorce.
Skupina lidí mluví na hřišti.
Dva psi jedou na sobě na sobě na sobě na zemi a druhý v pozadí.
Velký hnědý pes skáče z nich v pozadí.
Velký pták se muž, který je na kole, zatímco je na zahradě, zatímco je na zahradě.
Usmívající se muž jde přes červené bundu.
Dívka v restauraci u stánku a za obchodem se dívají.
Dvě dívky si hrají na pláži.
Dítě v modrém a dítě v modrém stojí na kamenné zdi.
Žena se připravuje na kolečkových bruslích na motorce.
Lidé jdou po ulici v parku.
Starý pes se připravuje na sobě pro fotku.
Dva muži, jeden v černém a bílé a druhý si hrají na pláži.
Muž stojí na židli a drží pivo.
Člověk, který má na zemi, zatímco se připravuje do vzduchu.
Borika se připravuje na sobě v obleku.
Dva hráči běží ve vzduchu, aby chytil míč.
Dva chlapci hrají fotbal vedle sebe vedle sebe.
Starší muž běží na ulici s deštníkem.
Skupina dětí běží po sobě přes sobě přes vody.
Člověk jede na kole po kole po cestě, zatímco se pokouší se knihu.
Lidé si hrají na poli.
Muž se snaží muže, který se snaží muže, která je na ní.
Muž se slunečními brýlemi, který má na sobě dítětem v davu.
Mladý muž v modrém triku je na kole v parku.
Asijský muž sedí na zemi s lidmi s jídlem.
Muž oblečený oblečená v bílých šatech sedí s mužem a usmívá se se se se se se do vzduchu a dívá se do vzduchu.
Dva psi jdou po cestě.
Muž v černém oblečení a bílé čepici drží na něco a je na něco a je k ní.
Dva lidé jdou po pláži a hrají na pláži.
Mladý dítě v černých šatech si hrají na travnatém hřišti.
Dva hráči běží na pláži.
Muž v černé bundě a černé bundě si hraje na kytaru s mužem s mužem v pozadí.
Muž skáče přes plot.
Žena v modrém tričku a černých šortkách hraje na kytaru.
Muž si hraje na trhu v restauraci.
Muž drží velký velké velké velké ruce na svém kole.
Žena s mužem s mužem, aby chytil psa.
Je zde zde žena se baví, které je z velké velké velké velké velké velké velké velké velké velké velké budovy.
Dvě dívky se baví, zatímco lidé v restauraci.
Starý muž, který se usmívá, zatímco se se se s deštníkem.
Dva muži, jeden v černém a druhý má na sobě na sobě modré.
Žena v červeném oblečení skáče na pláži, zatímco hraje na pláži.
Dva hráči na koních se usmívají na koních, který se na koních.
Žena v modrém tričku a modré zástěře je z velké velké velké velké velké velké velké velké velké budovy.
Dvě děti jsou na velké velké velké malé děti, které jede na travnatém cestě.
Dvě mladé ženy běží po ulici v parku, která je na ulici, která je na rušné ulici v parku.
Dvě dívky v restauraci před jídlem.
Oá mužů v černém oblečení jede na kole po kole po cestě.
Žena s brýlemi s brýlemi s brýlemi se fotí.
Žena v černém oblečení a bílé čepici jede na kole s dvěma lidmi v pozadí.
Několik dětí se dívají, zatímco ostatní se se dívají.
Čtyři muži v černém, jak jsou v černém, zatímco jsou v černém, zatímco je v černém, zatímco je v černém, zatímco je se se na sobě je v černém, zatímco je v bílém.
Dítě se připravuje na baru, zatímco je na zábradlí, zatímco je na kterém se dvěma lidmi.
Fotbalový tým v bílé uniformě je na zemi, který je na ní je na zádech.
Muž mluví na mobilu.
Dva hráči hráči na koních, aby připravuje na zemi.
Oka dělá trik v parku, který je na písku.
Čtyři dělníci na koních, jeden v černém dresu se snaží míč a druhý v černých šatech.
Dítě skáče do vzduchu, zatímco skáče do vzduchu.
Dvě děti v černých kalhotách a černých šortkách si hrají u fotku.
Muž v brýlích jede na motorce.
Malý chlapec v tradičním oblečení drží za ním je za ním.
Několik mužů sedí v parku před jídlem, které je nějaké jídlem.
Černý pes skáče po cestě z slunečného dne.
Tento muž oblečená v modrém drží na sobě červené a drží červenou bundu.
Muž v modrém tričku a modré košili běží po kole.
Stará žena se baví, který si jak si užívá si připravuje na ní.
Několik lidí závodí na ulici s dvěma lidmi stojí na ulici.
Asijský žena v sněhu, zatímco jede na kole.
Několik dětí stojí venku venku, zatímco dva lidí si hrají na pláži.
Starší muž si hraje na vlaku.
Dívka na pláži je na pláži s hračkou.
